"""Example Airflow DAG: prep a day's embedding corpus, audit it, and branch on the fairness gates.

fairscore exits 0 on success, 1 on an internal error, 2 on bad input or configuration, and 3 when a
configured fairness gate failed -- after report.json (which lists every gate) has been written.
Here:
  * prep and audit run with SparkSubmitOperator on the application jar
    (spark-jobs/target/fairscore-spark-jobs-VERSION-app.jar, built by `mvn package`);
  * output paths carry the run's logical date ({{ ds }}, {{ ds_nodash }}); outputs are committed
    atomically (_SUCCESS last) and a rerun of the same day rewrites a byte-identical report.json;
  * exit code 3 is an outcome, not a crash: the audit task succeeds, records it in XCom, and a branch
    either publishes the report or blocks the release. Exit code 2 (bad input or configuration) fails
    at once without retries -- retrying cannot fix it; anything else is retried.

Deploy mode must be 'client' (the default for SparkSubmitOperator): only then is spark-submit's exit
code the driver's, which is how the gate outcome reaches Airflow.

Tested for syntax by the build (python3 -m py_compile); written for Airflow 2.4+ with the
apache-airflow-providers-apache-spark package and a 'spark_default' connection to the cluster.
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta

from airflow import DAG
from airflow.exceptions import AirflowException, AirflowFailException
from airflow.operators.empty import EmptyOperator
from airflow.operators.python import BranchPythonOperator, PythonOperator
from airflow.providers.apache.spark.operators.spark_submit import SparkSubmitOperator

APP_JAR = "/opt/fairscore/fairscore-spark-jobs-0.1.0-SNAPSHOT-app.jar"
MAIN_CLASS = "org.fairscore.jobs.cli.Main"
CONFIG = "/opt/fairscore/conf/face-verification-audit.yaml"
RAW = "hdfs:///data/faces/raw/{{ ds_nodash }}/embeddings.parquet"
PREPARED = "hdfs:///data/faces/prepared/{{ ds_nodash }}"
REPORT = "hdfs:///audits/faces/{{ ds }}"

EXIT_BAD_INPUT = 2
EXIT_GATE_FAILED = 3

# The settings that matter on a cluster (docs/cluster.md, "The settings that matter").
SPARK_CONF = {
    "spark.executor.memory": "8g",
    "spark.executor.cores": "4",
    "spark.task.cpus": "1",
    # one OpenBLAS/OpenMP thread per task: Spark already runs one task per core
    "spark.executorEnv.OMP_NUM_THREADS": "1",
    "spark.executorEnv.OPENBLAS_NUM_THREADS": "1",
    # ND4J unpacks about 400 MB of natives on first use; keep them on a local disk that persists
    "spark.executor.extraJavaOptions": "-Dorg.bytedeco.javacpp.cachedir=/var/cache/javacpp",
    "spark.driver.extraJavaOptions": "-Dorg.bytedeco.javacpp.cachedir=/var/cache/javacpp",
}


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
    return "publish_report" if ti.xcom_pull(task_ids="audit", key="gates_passed") else "block_release"


def _block_release(**context):
    raise AirflowFailException(
        f"fairness gate failed for {context['ds']}: see {REPORT.replace('{{ ds }}', context['ds'])}/report.json"
    )


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
    prep = FairscoreSubmitOperator(
        task_id="prep",
        conn_id="spark_default",
        application=APP_JAR,
        java_class=MAIN_CLASS,
        name="fairscore-prep-{{ ds_nodash }}",
        conf=SPARK_CONF,
        application_args=[
            "prep",
            "--input", RAW,
            "--label-col", "label",
            "--group", "race,gender",
            "--out", PREPARED,
        ],
        execution_timeout=timedelta(hours=2),
    )

    audit = FairscoreSubmitOperator(
        task_id="audit",
        conn_id="spark_default",
        application=APP_JAR,
        java_class=MAIN_CLASS,
        name="fairscore-audit-{{ ds_nodash }}",
        conf=SPARK_CONF,
        application_args=[
            "audit",
            "--config", CONFIG,
            # the command line overrides the config file
            "--input", PREPARED,
            "--out", REPORT,
        ],
        execution_timeout=timedelta(hours=6),
    )

    gates = BranchPythonOperator(task_id="gates", python_callable=_choose)
    publish_report = EmptyOperator(task_id="publish_report")
    block_release = PythonOperator(task_id="block_release", python_callable=_block_release, retries=0)

    prep >> audit >> gates >> [publish_report, block_release]
