import json

from render_bench_results import RESULTS_MD, RUNS, main, rendered


def test_the_current_results_are_what_the_latest_runs_give():
    assert main(["--check"]) == 0


def test_a_new_run_changes_the_table_a_reader_sees(tmp_path):
    run = json.loads((RUNS / "latest-100k.json").read_text())
    run["endpoints"]["home"]["p95_ms"] = 987.6
    (tmp_path / "latest-100k.json").write_text(json.dumps(run))

    table = rendered(RESULTS_MD.read_text(), runs_folder=tmp_path)

    home = next(line for line in table.splitlines() if line.startswith("| home |"))
    assert "| 987.6 |" in home
    assert "active products: `latest-1m.json`" not in table  # only the runs that folder keeps
