"""Law base start-up: cold build from the seeds, then warm loads from the on-disk cache, in fresh processes.

Run: .venv/bin/python bench/lawbase_load.py [--runs 5]
Prints CPU and wall milliseconds of `import lawbase; lawbase.load()` per process (target: warm < 100 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

CODE = (
    "import time, json; c0 = time.process_time(); w0 = time.perf_counter(); import lawbase; lawbase.load(); "
    "print(json.dumps({'cpu': (time.process_time() - c0) * 1000, 'wall': (time.perf_counter() - w0) * 1000}))"
)


def run_once(env: dict[str, str]) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", CODE], env=env, check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache_dir:
        env = dict(os.environ, SUDYA_CACHE_DIR=cache_dir)
        cold = run_once(env)
        warm = [run_once(env) for _ in range(args.runs)]
    print(f"cold build: {cold['cpu']:.0f} ms CPU, {cold['wall']:.0f} ms wall")
    for key in ("cpu", "wall"):
        values = [w[key] for w in warm]
        print(f"warm load ({args.runs} runs): {key} median {statistics.median(values):.0f} ms, "
              f"max {max(values):.0f} ms")


if __name__ == "__main__":
    main()
