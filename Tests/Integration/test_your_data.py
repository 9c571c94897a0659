"""Issue 32: the user's files, in a running kernel. Public files nobody here wrote, and the same data as other tools
export it, load with no options into the values pandas reads from them (told every option); damaged files end in an
error or a feed, never a dead kernel, and a failed load leaves the feed as it was."""

import random
import re
import time
from pathlib import Path

import pandas as pd
import pytest

from conftest import execute, of_type

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "notebooks" / "data" / "public"

# Each file, how pandas must be told to read it, and its date column with the format pandas needs.
CASES = [
    ("vega/seattle-weather.csv", {}, ("date", "%Y/%m/%d")),
    ("derived/seattle-weather-de.csv", {"sep": ";", "decimal": ",", "encoding": "cp1252"}, ("Datum", "%d.%m.%Y")),
    ("derived/seattle-weather-us.tsv", {"sep": "\t"}, ("date", "%m/%d/%Y")),
    ("vega/seattle-temps.csv", {}, ("date", "%Y/%m/%d %H:%M")),
    ("vega/stocks.csv", {}, ("date", "%b %d %Y")),
    ("derived/stocks.csv.gz", {}, ("date", "%b %d %Y")),
    ("derived/stocks-utf16.txt", {"sep": "\t", "encoding": "utf-16"}, ("date", "%b %d %Y")),
    ("matplotlib/msft.csv", {}, ("Date", "%d-%b-%y")),
    ("derived/msft-formatted.csv", {"thousands": ","}, ("Date", "%d-%b-%y")),
    ("matplotlib/Stocks.csv", {"skiprows": 1}, ("Date", "%Y-%m-%d")),
    ("derived/us-employment-r.csv", {}, ("month", "%Y-%m-%d")),
    ("plotly/gapminder.csv.gz", {}, None),
    ("plotly/tips.csv.gz", {}, None),
]


def printed(kc, code, timeout=60):
    """What a cell printed; fails on an error."""
    _, messages = execute(kc, code, timeout=timeout)
    errors = of_type(messages, "error")
    assert not errors, errors[0]["content"]["evalue"] if errors else ""
    return "".join(m["content"]["text"] for m in of_type(messages, "stream"))


def plotline_name(name):
    """The field name Plotline gives a pandas column: an unnamed first column is field1."""
    return "field1" if name.startswith("Unnamed: 0") else name


@pytest.mark.parametrize("path,options,date", CASES, ids=[case[0] for case in CASES])
def test_public_files_load_with_no_options_into_what_pandas_reads(kernel, path, options, date):
    _, kc = kernel
    frame = pd.read_csv(PUBLIC / path, **options)
    names = [plotline_name(name) for name in frame.columns]
    out = printed(kc, f'let loaded = Feed(csv: "{PUBLIC / path}")\nprint(loaded.count)\nprint(loaded.fields)')
    count, fields = out.strip().split("\n")
    assert int(count) == len(frame)
    assert fields == "[" + ", ".join(f'"{name}"' for name in names) + "]"
    for column, name in zip(frame.columns, names):
        if "." in name or not pd.api.types.is_numeric_dtype(frame[column]) or frame[column].dtype == bool:
            continue
        total = float(printed(kc, f'print(loaded.value(forKeyPath: "@sum.{name}"))'))
        assert total == pytest.approx(float(frame[column].sum()), rel=1e-9), name
    if date:
        column, form = date
        stamps = pd.to_datetime(frame[column], format=form)
        low = printed(kc, f'print(loaded.value(forKeyPath: "@min.{column}"))')
        high = printed(kc, f'print(loaded.value(forKeyPath: "@max.{column}"))')
        assert stamps.min().strftime("%Y-%m-%d") in low
        assert stamps.max().strftime("%Y-%m-%d") in high


def test_types_are_what_a_person_expects(kernel):
    _, kc = kernel
    types = printed(kc, f'print(Feed(csv: "{PUBLIC / "plotly/tips.csv.gz"}").columnTypes)')
    assert types.strip() == ('["total_bill": .number, "tip": .number, "sex": .text, "smoker": .bool, "day": .text, '
                             '"time": .text, "size": .integer]')
    weather = printed(kc, f'print(Feed(csv: "{PUBLIC / "derived/seattle-weather-de.csv"}").sourceFormat!)')
    assert weather.strip() == 'CSV, delimiter ";", header, Windows-1252'


# Damaged files: each load ends in a feed or a DataError, the kernel lives on, and a failed load changes nothing.

def damaged_files(directory):
    """The weather file cut short, with stray quotes, NULs and Latin-1 bytes, as binary noise, and with a field that
    never ends; each (name, bytes)."""
    original = (PUBLIC / "vega" / "seattle-weather.csv").read_bytes()
    generator = random.Random(32)
    files = []
    for cut in sorted(generator.sample(range(1, len(original)), 8)):
        files.append((f"cut-{cut}.csv", original[:cut]))
    for kind, insert in (("quote", b'"'), ("nul", b"\x00"), ("latin1", b"\xe9\xe8")):
        for _ in range(3):
            at = generator.randrange(len(original))
            files.append((f"{kind}-{at}.csv", original[:at] + insert + original[at:]))
    files.append(("noise.csv", bytes(generator.randrange(256) for _ in range(100_000))))
    files.append(("endless.csv", b'a,b\n1,"' + b"x" * (70 << 20)))
    files.append(("empty.csv", b""))
    files.append(("gzip-cut.csv.gz", __import__("gzip").compress(original)[:500]))
    # Wrong encodings: Excel's UTF-16 text without its byte-order mark, cut in the middle of a character, and as
    # UTF-32; and a field of 10 MB that does end.
    utf16 = (PUBLIC / "derived" / "stocks-utf16.txt").read_bytes()
    files.append(("utf16-no-bom.txt", utf16[2:]))
    files.append(("utf16-odd-cut.txt", utf16[:4001]))
    files.append(("utf32.csv", original[:20000].decode().encode("utf-32")))
    files.append(("huge-field.csv", b'a,b\n1,"' + b"y" * (10 << 20) + b'"\n2,z\n'))
    paths = []
    for name, data in files:
        path = directory / name
        path.write_bytes(data)
        paths.append(path)
    return paths


def test_damaged_files_never_kill_the_kernel_and_failed_loads_change_nothing(kernel, tmp_path):
    _, kc = kernel
    printed(kc, f'let kept = Feed(csv: "{PUBLIC / "vega" / "seattle-weather.csv"}")')
    outcomes = {"loaded": 0, "errors": 0}
    for path in damaged_files(tmp_path):
        _, messages = execute(kc, f'kept.load(csv: "{path}")', timeout=120)
        errors = of_type(messages, "error")
        if errors:
            assert errors[0]["content"]["ename"] in ("DataError", "IOError"), errors[0]["content"]
            assert re.search(re.escape(path.name), errors[0]["content"]["evalue"]), errors[0]["content"]["evalue"]
            assert printed(kc, "print(kept.count)").strip() == "1461", path.name
            outcomes["errors"] += 1
        else:
            outcomes["loaded"] += 1
            printed(kc, f'kept.load(csv: "{PUBLIC / "vega" / "seattle-weather.csv"}")')
        assert printed(kc, "print(1 + 1)").strip() == "2"
    assert outcomes["errors"] >= 4, outcomes


# Mutated files of every format a feed reads: random edits of real files (bytes flipped, cut out, repeated, quotes,
# brackets, NULs and byte-order marks put in, the end cut off), as a fuzzer makes them, through the running kernel.

SPECIAL = [b'"', b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b"{", b"[", b"]", b"\\u", b"\n", b"\r", b",", b";", b"\xe9"]


def havoc(data, generator):
    """`data` with one to four random edits."""
    data = bytearray(data)
    for _ in range(generator.randint(1, 4)):
        at = generator.randrange(max(1, len(data)))
        edit = generator.randrange(5)
        if edit == 0 and data:
            data[at] ^= 1 << generator.randrange(8)
        elif edit == 1:
            del data[at:at + generator.randint(1, 64)]
        elif edit == 2:
            chunk = data[at:at + generator.randint(1, 256)]
            data[at:at] = chunk * generator.randint(1, 8)
        elif edit == 3:
            data[at:at] = generator.choice(SPECIAL)
        else:
            del data[at:]
    return bytes(data)


def mutation_sources(directory):
    """(format, the original file, its record count): the weather CSV, the cars JSON array, and the same cars as
    newline-delimited JSON as pandas writes it."""
    cars = PUBLIC / "vega" / "cars.json"
    ndjson = directory / "cars.ndjson"
    ndjson.write_text(pd.read_json(cars).to_json(orient="records", lines=True, date_format="iso"))
    return [("csv", PUBLIC / "vega" / "seattle-weather.csv", 1461), ("json", cars, 406), ("ndjson", ndjson, 406)]


@pytest.mark.parametrize("kind", ["csv", "json", "ndjson"])
def test_mutated_files_load_or_fail_cleanly_and_a_failed_load_changes_nothing(kernel, tmp_path, kind):
    _, kc = kernel
    _, original, count = next(source for source in mutation_sources(tmp_path) if source[0] == kind)
    generator = random.Random(f"mutations-{kind}")
    printed(kc, f'let mutated = Feed({kind}: "{original}")')
    before = printed(kc, "print(mutated.count, mutated.fields)").strip()
    assert before.startswith(str(count))
    outcomes = {"loaded": 0, "errors": 0}
    data = original.read_bytes()
    for index in range(30):
        path = tmp_path / f"mutated-{index}.{kind}"
        path.write_bytes(havoc(data, generator))
        _, messages = execute(kc, f'mutated.load({kind}: "{path}")', timeout=120)
        errors = of_type(messages, "error")
        if errors:
            content = errors[0]["content"]
            assert content["ename"] in ("DataError", "IOError"), content
            assert path.name in content["evalue"], content["evalue"]
            assert printed(kc, "print(mutated.count, mutated.fields)").strip() == before, path.name
            outcomes["errors"] += 1
        else:
            outcomes["loaded"] += 1
            printed(kc, f'mutated.load({kind}: "{original}")')
        assert printed(kc, "print(1 + 1)").strip() == "2"
    assert outcomes["errors"] >= 3 and outcomes["loaded"] >= 1, outcomes


# A followed file damaged as it grows: a writer appends the weather records (or the cars as NDJSON) to a file a
# shown chart follows, and now and then appends them mutated, cuts the file back, rewrites it mutated in place or
# replaces it (log rotation). The kernel lives through all of it, the follower keeps reading, every bad record is
# counted and named, and a clean rewrite at the end holds exactly its records.

def settled_state(kc, name, wait=0.12, tries=60):
    """The feed's `count badRecordCount` once the follower has read everything written (two equal reads in a row)."""
    last = None
    for _ in range(tries):
        time.sleep(wait)
        current = printed(kc, f"print({name}.count, {name}.badRecordCount)").split()
        if current == last:
            return int(current[0]), int(current[1])
        last = current
    raise AssertionError(f"{name} never settled: {last}")


def write_in_place(path, data):
    """Rewrites the file's bytes without replacing it, as an editor saving in place or `> file` does."""
    with path.open("r+b") as handle:
        handle.truncate(0)
        handle.write(data)


@pytest.mark.parametrize("kind", ["csv", "ndjson"])
def test_a_followed_file_damaged_as_it_grows_never_stops_the_kernel_or_the_follower(kernel, tmp_path, kind):
    _, kc = kernel
    _, original, _ = next(source for source in mutation_sources(tmp_path) if source[0] == kind)
    lines = original.read_bytes().splitlines(keepends=True)
    header, records = (lines[:1], lines[1:]) if kind == "csv" else ([], lines)
    path = tmp_path / f"followed.{kind}"
    path.write_bytes(b"".join(header + records[:50]))
    name = f"followed_{kind}"
    x, y = ("date", "temp_max") if kind == "csv" else ("Horsepower", "Miles_per_Gallon")
    printed(kc, f"""
let {name} = Feed()
{name}.follow("{path}")
let {name}_chart = XYGraph(width: 480, height: 300)
let {name}_plot = ScatterPlot(identifier: "{kind}")
{name}_plot.bind(.xValues, to: {name}, withKeyPath: "arrangedObjects.{x}")
{name}_plot.bind(.yValues, to: {name}, withKeyPath: "arrangedObjects.{y}")
{name}_chart.add({name}_plot)
display({name}_chart)
print({name}.count)
""")
    assert settled_state(kc, name) == (50, 0)
    generator = random.Random(f"followed-{kind}")
    # The most records the feed can hold: the lines of the file since it last started over, and of the files before
    # it that were rotated away.
    most = 50
    next_record = 50
    damages = {"appended": 0, "cut back": 0, "rewritten": 0, "rotated": 0}
    count, bad = 50, 0

    def clean_chunk():
        nonlocal next_record
        size = generator.randint(1, 40)
        chunk = [records[(next_record + offset) % len(records)] for offset in range(size)]
        next_record += size
        return chunk

    def line_count(data):
        return data.count(b"\n") + data.count(b"\r") + 1

    for round_index in range(60):
        action = generator.choice(["clean", "clean", "appended", "appended", "cut back", "rewritten", "rotated"])
        chunk = clean_chunk()
        count_before = count
        if action == "clean":
            with path.open("ab") as handle:
                handle.write(b"".join(chunk))
            most += len(chunk)
        elif action == "appended":
            # Damaged lines, ended by a line break so that what follows starts a line of its own.
            damaged = havoc(b"".join(chunk), generator) + b"\n"
            with path.open("ab") as handle:
                handle.write(damaged)
            most += line_count(damaged)
        elif action == "cut back":
            data = path.read_bytes()
            kept = data[:generator.randrange(1, max(2, len(data) // 2))]
            write_in_place(path, kept)
            most = line_count(kept)
        elif action == "rewritten":
            data = path.read_bytes()
            # Shorter than the file was, so the follower sees it rewritten whenever it looks (a rewrite at least as
            # long as what was read looks like growth, and only the bytes past the old end would be read).
            damaged = havoc(data[:generator.randrange(1, len(data))], generator)[:len(data) - 1]
            write_in_place(path, damaged)
            most = line_count(damaged)
        else:
            replacement = tmp_path / f"rotated-{round_index}.{kind}"
            replacement.write_bytes(b"".join(header + chunk))
            replacement.replace(path)
            most += len(chunk)
        if action != "clean":
            damages[action] += 1
        bad_before = bad
        count, bad = settled_state(kc, name)
        context = f"round {round_index} ({action}): {count} records, {bad} bad"
        assert printed(kc, "print(1 + 1)").strip() == "2", context
        assert count <= most, f"{context}, at most {most}"
        assert bad >= bad_before, context
        if bad > bad_before:
            last_error = printed(kc, f'print({name}.lastError ?? "none")').strip()
            assert path.name in last_error, f"{context}: {last_error}"
        if action == "rotated":
            # The rotated-in file is clean and read from its start: all its records join the feed's.
            assert count == count_before + len(chunk), f"{context}, {count_before} before"

    # A clean rewrite in place: the feed starts over with exactly its records, and the follower reads on.
    write_in_place(path, b"".join(header + records[:30]))
    assert settled_state(kc, name)[0] == 30
    with path.open("ab") as handle:
        handle.write(b"".join(records[30:45]))
    assert settled_state(kc, name)[0] == 45
    if kind == "csv":
        # A stray quote holds back at most a hundred lines: then its record is skipped and the lines after it read.
        _, bad = settled_state(kc, name)
        with path.open("ab") as handle:
            handle.write(b'2099/01/01,"0.0,1,1,1,rain\n' + b"".join(records[45:155]))
        assert settled_state(kc, name) == (45 + 110, bad + 1)
        last_error = printed(kc, f"print({name}.lastError!)").strip()
        assert last_error.endswith(f"{path.name}:47: a quoted field still open after 100 lines (an unterminated "
                                   "quote?) was skipped; reading goes on at the next line"), last_error
    assert printed(kc, f"print({name}.isLive)").strip() == "true"
    assert all(damages.values()), damages
    printed(kc, f"{name}.stop()")
