"""Airflow DAG: prep a day's embedding corpus, audit it, and branch on the fairness gates.

What runs is not written here: the tasks are built from pipeline.yaml (next to this file, or the file named by
the environment variable FAIRSCORE_PIPELINE) by fairscore_pipeline.steps(), a pure-python function without
Airflow: the application jar, its main class, the locations (with {ds}/{ds_nodash} for the run's logical
date), each step's fairscore arguments in order, and the Spark settings of every step (executor memory,
one BLAS thread per task, the OpenBLAS kernel family, JavaCPP's cache). As shipped:

  prep   --input RAW --label-col label --group race,gender --out PREPARED
  audit  --config CONF/face-verification-audit.yaml --input PREPARED --out REPORT   (regroups by race, gated)

How it is tested (AirflowPipelineTest, spark-jobs, in 'mvn verify'): the same pipeline.yaml is run for real,
in-process with local Spark, on a generated corpus with the locations moved to a temporary directory and the
Spark settings passed as --conf: every step must exit 0 or 3, never 2. When python3 (with PyYAML) is
installed the test also runs 'python3 fairscore_pipeline.py' and requires the argument lists it prints to
equal the ones it ran, and compiles this file (py_compile). Airflow itself is not installed in CI: the
operators below (exit-code handling, branching) are not executed by the build.

fairscore exits 0 on success, 1 on an internal error, 2 on bad input or configuration, and 3 when a
configured fairness gate failed -- after report.json (which lists every gate) has been written.
Here:
  * each step runs with SparkSubmitOperator on the application jar (built by `mvn package`, see
    docs/cluster.md); outputs are committed atomically (_SUCCESS last) and a rerun of the same day
    rewrites a byte-identical report.json;
  * exit code 3 of a gated step is an outcome, not a crash: the task succeeds, records it in XCom, and a
    branch either publishes the report or blocks the release. Exit code 2 (bad input or configuration)
    fails at once without retries -- retrying cannot fix it; anything else is retried.

Deploy mode must be 'client' (the default for SparkSubmitOperator): only then is spark-submit's exit
code the driver's, which is how the gate outcome reaches Airflow.

Deploy this file, fairscore_pipeline.py and pipeline.yaml together into the DAGs folder, and the
repository's conf/ directory where pipeline.yaml's 'conf' location points. Written for Airflow 2.4+ with
the apache-airflow-providers-apache-spark package and a 'spark_default' connection to the cluster.
"""
from __future__ import annotations

import os
import re
import sys
from datetime import datetime, timedelta

from airflow import DAG
from airflow.exceptions import AirflowException, AirflowFailException
from airflow.operators.empty import EmptyOperator
from airflow.operators.python import BranchPythonOperator, PythonOperator
from airflow.providers.apache.spark.operators.spark_submit import SparkSubmitOperator

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fairscore_pipeline  # noqa: E402  (next to this file)

PIPELINE_FILE = os.environ.get("FAIRSCORE_PIPELINE", fairscore_pipeline.DEFAULT_PIPELINE)
PIPELINE = fairscore_pipeline.load(PIPELINE_FILE)
# Airflow renders these templates in application_args, name and conf when the task runs
RUN = {"ds": "{{ ds }}", "ds_nodash": "{{ ds_nodash }}"}
STEPS = fairscore_pipeline.steps(PIPELINE, RUN)
SPARK_CONF = fairscore_pipeline.spark_conf(PIPELINE)
GATED = [step["task"] for step in STEPS if step["gated"]]

EXIT_BAD_INPUT = 2
EXIT_GATE_FAILED = 3


def _exit_code(error: AirflowException) -> int | None:
    """spark-submit's exit code, from SparkSubmitHook's message 'Cannot execute: ... Error code is: N.'"""
    match = re.search(r"Error code is: (\d+)", str(error))
    return int(match.group(1)) if match else None


class FairscoreSubmitOperator(SparkSubmitOperator):
    """SparkSubmitOperator that understands fairscore's exit codes.

    Exit code 3 (a gate failed, report written) succeeds with XCom 'gates_passed' = False; exit code 2
    fails without retries; other failures are raised as usual (and retried).
    """

    def execute(self, context):
        try:
            super().execute(context)
        except AirflowException as error:
            code = _exit_code(error)
            if code == EXIT_GATE_FAILED:
                context["ti"].xcom_push(key="gates_passed", value=False)
                return
            if code == EXIT_BAD_INPUT:
                raise AirflowFailException(f"fairscore: bad input or configuration (exit 2): {error}") from error
            raise
        context["ti"].xcom_push(key="gates_passed", value=True)


def _choose(ti) -> str:
    passed = all(ti.xcom_pull(task_ids=task, key="gates_passed") for task in GATED)
    return "publish_report" if passed else "block_release"


def _block_release(**context):
    run = fairscore_pipeline.run_variables(context["ds"])
    report = fairscore_pipeline.locations(PIPELINE, run).get("report", "the report")
    raise AirflowFailException(f"fairness gate failed for {context['ds']}: see {report}/report.json")


with DAG(
    dag_id="fairscore_audit",
    description="Per-group FAR/FRR fairness audit of the day's face embeddings, gated",
    start_date=datetime(2025, 1, 1),
    schedule="@daily",
    catchup=False,
    max_active_runs=1,
    default_args={
        "owner": "ml-platform",
        "retries": 2,
        "retry_delay": timedelta(minutes=10),
        "retry_exponential_backoff": True,
    },
    tags=["fairness", "spark"],
) as dag:
    tasks = [
        FairscoreSubmitOperator(
            task_id=step["task"],
            conn_id="spark_default",
            application=PIPELINE["application"],
            java_class=PIPELINE["main-class"],
            name=f"fairscore-{step['task']}-{{{{ ds_nodash }}}}",
            conf=SPARK_CONF,
            application_args=step["args"],
            execution_timeout=timedelta(minutes=step["timeout_minutes"]) if step["timeout_minutes"] else None,
        )
        for step in STEPS
    ]
    for upstream, downstream in zip(tasks, tasks[1:]):
        upstream >> downstream

    gates = BranchPythonOperator(task_id="gates", python_callable=_choose)
    publish_report = EmptyOperator(task_id="publish_report")
    block_release = PythonOperator(task_id="block_release", python_callable=_block_release, retries=0)

    tasks[-1] >> gates >> [publish_report, block_release]
