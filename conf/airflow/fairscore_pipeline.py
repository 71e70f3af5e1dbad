"""The fairscore pipeline file (conf/airflow/pipeline.yaml) as spark-submit arguments, without Airflow.

fairscore_audit_dag.py builds its tasks from steps(); AirflowPipelineTest (spark-jobs) runs the same file's
steps for real and compares its argument lists with this module's output (run as a script), so the DAG and
the test cannot drift apart. Needs only PyYAML (an Airflow dependency).

    python3 fairscore_pipeline.py [--pipeline FILE] --ds 2025-01-01 [--set NAME=VALUE ...]

prints the steps as JSON: [{"task": ..., "args": [...], "gated": ..., "timeout_minutes": ...}, ...], with
--set replacing a location (its value may use {ds} and {ds_nodash} too).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import Any, Mapping

import yaml

DEFAULT_PIPELINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pipeline.yaml")
RUN_VARIABLES = ("ds", "ds_nodash")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


class PipelineError(ValueError):
    """A pipeline file that cannot be turned into arguments; the message names the file and the key."""


def load(path: str = DEFAULT_PIPELINE) -> dict[str, Any]:
    """The pipeline file as a mapping, its keys checked."""
    with open(path, encoding="utf-8") as f:
        pipeline = yaml.safe_load(f)
    if not isinstance(pipeline, dict):
        raise PipelineError(f"{path}: expected a mapping")
    known = {"application", "main-class", "locations", "steps", "spark-conf"}
    unknown = sorted(set(pipeline) - known)
    if unknown:
        raise PipelineError(f"{path}: unknown keys {unknown}; known keys: {sorted(known)}")
    missing = sorted(known - set(pipeline))
    if missing:
        raise PipelineError(f"{path}: missing keys {missing}")
    for i, step in enumerate(pipeline["steps"]):
        if not isinstance(step, dict) or not {"task", "args"} <= set(step) \
                or not set(step) <= {"task", "args", "gated", "timeout-minutes"}:
            raise PipelineError(f"{path}: steps[{i}]: expected task, args and optionally gated, timeout-minutes")
    return pipeline


def substitute(text: str, values: Mapping[str, str], where: str) -> str:
    """text with each {NAME} replaced by values[NAME]; an unknown name is an error naming where it was."""
    def replace(match: re.Match) -> str:
        name = match.group(1)
        if name not in values:
            raise PipelineError(f"{where}: unknown placeholder {{{name}}}; known: {sorted(values)}")
        return values[name]

    return _PLACEHOLDER.sub(replace, str(text))


def locations(pipeline: Mapping[str, Any], run: Mapping[str, str],
              overrides: Mapping[str, str] | None = None) -> dict[str, str]:
    """The locations with the run variables ({ds}, {ds_nodash}) filled in; overrides replace locations."""
    raw = dict(pipeline["locations"])
    for name in overrides or {}:
        if name not in raw:
            raise PipelineError(f"--set {name}: no such location; locations: {sorted(raw)}")
    raw.update(overrides or {})
    return {name: substitute(value, run, f"locations.{name}") for name, value in raw.items()}


def steps(pipeline: Mapping[str, Any], run: Mapping[str, str],
          overrides: Mapping[str, str] | None = None) -> list[dict[str, Any]]:
    """Each step's task id, fairscore arguments (placeholders filled in), gated flag and timeout in minutes.

    run maps ds and ds_nodash to their values: dates, or Airflow's templates '{{ ds }}' in the DAG.
    """
    values = dict(run)
    values.update(locations(pipeline, run, overrides))
    return [
        {
            "task": step["task"],
            "args": [substitute(a, values, f"steps[{i}].args[{j}]") for j, a in enumerate(step["args"])],
            "gated": bool(step.get("gated", False)),
            "timeout_minutes": step.get("timeout-minutes"),
        }
        for i, step in enumerate(pipeline["steps"])
    ]


def spark_conf(pipeline: Mapping[str, Any]) -> dict[str, str]:
    """The Spark settings of every step, as text (spark-submit --conf KEY=VALUE)."""
    return {str(k): str(v) for k, v in pipeline["spark-conf"].items()}


def run_variables(ds: str) -> dict[str, str]:
    """{ds} and {ds_nodash} for a logical date written as YYYY-MM-DD."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", ds):
        raise PipelineError(f"--ds {ds}: expected YYYY-MM-DD")
    return {"ds": ds, "ds_nodash": ds.replace("-", "")}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="The pipeline's steps as JSON argument lists.")
    parser.add_argument("--pipeline", default=DEFAULT_PIPELINE)
    parser.add_argument("--ds", required=True, help="the logical date, YYYY-MM-DD")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="replace a location")
    options = parser.parse_args(argv)
    overrides = {}
    for setting in options.set:
        name, sep, value = setting.partition("=")
        if not sep:
            parser.error(f"--set {setting}: expected NAME=VALUE")
        overrides[name] = value
    try:
        pipeline = load(options.pipeline)
        result = steps(pipeline, run_variables(options.ds), overrides)
    except PipelineError as error:
        print(f"fairscore_pipeline: {error}", file=sys.stderr)
        return 2
    json.dump({"steps": result, "spark_conf": spark_conf(pipeline)}, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
