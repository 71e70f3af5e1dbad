"""Imports conf/airflow/fairscore_audit_dag.py against stand-ins for Airflow's classes (Airflow cannot be installed in
CI) and checks what the DAG does with them: one SparkSubmitOperator per pipeline step, in order, with the arguments
fairscore_pipeline.steps() builds, the jar, main class and Spark settings of pipeline.yaml; the gate branch after
the last step and its choice; and the operator's handling of spark-submit's exit codes (3: an outcome, 2: fail
without retry, others: raised for a retry). Prints OK, or fails with an AssertionError. Run by AirflowPipelineTest.

    python3 check_dag_tasks.py PATH/TO/fairscore_audit_dag.py
"""
import importlib.util
import sys
import types

CREATED = []


class AirflowException(Exception):
    pass


class AirflowFailException(AirflowException):
    pass


class BaseOperator:
    def __init__(self, task_id, **kwargs):
        self.task_id = task_id
        self.kwargs = kwargs
        self.downstream = []
        CREATED.append(self)

    def __rshift__(self, other):
        for o in other if isinstance(other, list) else [other]:
            self.downstream.append(o.task_id)
        return other


class SparkSubmitOperator(BaseOperator):
    outcome = None  # what the stand-in spark-submit does: None (exit 0) or an exception to raise

    def execute(self, context):
        if SparkSubmitOperator.outcome is not None:
            raise SparkSubmitOperator.outcome


class DAG:
    def __init__(self, **kwargs):
        self.kwargs = kwargs

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def install_stubs():
    modules = {
        "airflow": {"DAG": DAG},
        "airflow.exceptions": {"AirflowException": AirflowException, "AirflowFailException": AirflowFailException},
        "airflow.operators": {},
        "airflow.operators.empty": {"EmptyOperator": type("EmptyOperator", (BaseOperator,), {})},
        "airflow.operators.python": {"BranchPythonOperator": type("BranchPythonOperator", (BaseOperator,), {}),
                                     "PythonOperator": type("PythonOperator", (BaseOperator,), {})},
        "airflow.providers": {},
        "airflow.providers.apache": {},
        "airflow.providers.apache.spark": {},
        "airflow.providers.apache.spark.operators": {},
        "airflow.providers.apache.spark.operators.spark_submit": {"SparkSubmitOperator": SparkSubmitOperator},
    }
    for name, attributes in modules.items():
        module = types.ModuleType(name)
        module.__dict__.update(attributes)
        sys.modules[name] = module


class TaskInstance:
    def __init__(self):
        self.xcom = {}

    def xcom_push(self, key, value):
        self.xcom[key] = value


def main(dag_file):
    install_stubs()
    spec = importlib.util.spec_from_file_location("fairscore_audit_dag", dag_file)
    dag = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dag)
    pipeline = dag.fairscore_pipeline

    expected = pipeline.steps(pipeline.load(dag.PIPELINE_FILE), {"ds": "{{ ds }}", "ds_nodash": "{{ ds_nodash }}"})
    submits = [t for t in CREATED if isinstance(t, SparkSubmitOperator)]
    assert [t.task_id for t in submits] == [s["task"] for s in expected], [t.task_id for t in submits]
    raw = pipeline.load(dag.PIPELINE_FILE)
    for task, step in zip(submits, expected):
        assert task.kwargs["application_args"] == step["args"], (task.kwargs["application_args"], step["args"])
        assert task.kwargs["application"] == raw["application"]
        assert task.kwargs["java_class"] == raw["main-class"]
        assert task.kwargs["conf"] == pipeline.spark_conf(raw)
        assert "OPENBLAS_CORETYPE" in " ".join(task.kwargs["conf"]), task.kwargs["conf"]
    for upstream, downstream in zip(submits, submits[1:]):
        assert upstream.downstream == [downstream.task_id], (upstream.task_id, upstream.downstream)
    assert submits[-1].downstream == ["gates"], submits[-1].downstream
    gates = next(t for t in CREATED if t.task_id == "gates")
    assert gates.downstream == ["publish_report", "block_release"], gates.downstream

    # exit codes, as SparkSubmitHook reports a failed spark-submit
    audit = submits[-1]
    for outcome, passed, raised in [
        (None, True, None),
        (AirflowException("Cannot execute: spark-submit ... Error code is: 3."), False, None),
        (AirflowException("Cannot execute: spark-submit ... Error code is: 2."), None, AirflowFailException),
        (AirflowException("Cannot execute: spark-submit ... Error code is: 1."), None, AirflowException),
    ]:
        SparkSubmitOperator.outcome = outcome
        ti = TaskInstance()
        try:
            audit.execute({"ti": ti})
            assert raised is None, f"{outcome}: expected {raised.__name__}"
            assert ti.xcom.get("gates_passed") is passed, (outcome, ti.xcom)
        except AirflowException as error:
            assert raised is not None and type(error) is raised, f"{outcome}: raised {error!r}"
    # the branch: publish only when every gated step passed; block_release names the day's report
    class Pulled:
        def __init__(self, passed):
            self.passed = passed

        def xcom_pull(self, task_ids, key):
            assert task_ids in dag.GATED and key == "gates_passed", (task_ids, key)
            return self.passed

    assert dag.GATED == [s["task"] for s in expected if s["gated"]] and dag.GATED, dag.GATED
    assert dag._choose(Pulled(True)) == "publish_report"
    assert dag._choose(Pulled(False)) == "block_release"
    report = pipeline.locations(raw, pipeline.run_variables("2025-01-01"))["report"]
    try:
        dag._block_release(ds="2025-01-01")
        raise AssertionError("block_release did not fail")
    except AirflowFailException as error:
        assert f"{report}/report.json" in str(error), str(error)
    print("OK")


if __name__ == "__main__":
    main(sys.argv[1])
