"""Writes the fuzz targets' seed corpus (Tests/Fuzz/Corpus/<target>/) from the public data files in
notebooks/data/public and from jupyter_client, which writes real wire messages and connection files.

    .venv/bin/python Tests/Fuzz/make_seeds.py

Seeds are cut to 4 KB (libFuzzer's default longest input) at a line's end. A seed named `refused-…` is one the code
under test refuses with an error; every other seed is read (FuzzCorpusTests checks both). Inputs a fuzzer failed on go to
Tests/Fuzz/Regressions/<target>/ instead, by hand (docs/fuzzing.md).
"""
import gzip
import json
import os
import struct
import tempfile
from pathlib import Path

from jupyter_client.connect import write_connection_file
from jupyter_client.session import Session

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "notebooks" / "data" / "public"
CORPUS = Path(__file__).resolve().parent / "Corpus"
LIMIT = 4096


def head(data: bytes, limit: int = LIMIT, line_end: bytes = b"\n") -> bytes:
    """The bytes up to the last line end within `limit`."""
    if len(data) <= limit:
        return data
    cut = data.rfind(line_end, 0, limit)
    return data[: cut + len(line_end)] if cut > 0 else data[:limit]


def write(target: str, name: str, data: bytes) -> None:
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


def csv_seeds():
    for relative in ["vega/stocks.csv", "vega/seattle-weather.csv", "vega/seattle-temps.csv", "vega/iowa-electricity.csv",
                     "matplotlib/Stocks.csv", "matplotlib/msft.csv", "derived/seattle-weather-de.csv",
                     "derived/seattle-weather-us.tsv", "derived/us-employment-r.csv", "derived/msft-formatted.csv",
                     "derived/stocks-utf16.txt"]:
        data = (PUBLIC / relative).read_bytes()
        name = relative.replace("/", "-")
        line_end = b"\n\x00" if "utf16" in name else b"\n"
        write("csv", name, head(data, line_end=line_end))
        # The stream decoder's first byte is where the input is cut in two.
        write("csv-stream", name, bytes([97]) + head(data, LIMIT - 1, line_end))
    for relative in ["plotly/tips.csv.gz", "plotly/gapminder.csv.gz"]:
        write("csv", relative.replace("/", "-").removesuffix(".gz"), head(gzip.decompress((PUBLIC / relative).read_bytes())))


def json_seeds():
    cars = json.loads((PUBLIC / "vega" / "cars.json").read_text())
    records = cars[:6]
    write("json", "cars.json", json.dumps(records, indent=1).encode())
    write("json", "releases.json", head((ROOT / "notebooks" / "data" / "releases.json").read_bytes()))
    write("json", "numbers.json", b'[0, -0.0, 1e308, -2.5e-324, 123456789012345678901234567890, 1.5E+3, "\\u00e9\\ud83d\\ude00"]')
    write("json-records", "cars.json", json.dumps(records).encode())
    write("json-records", "cars.ndjson", "".join(json.dumps(r) + "\n" for r in records).encode())
    write("json-records", "message.json", json.dumps({"t": 1.5, "value": 3, "label": "a"}).encode())


def date_seeds():
    for index, text in enumerate(["2012/01/01", "2010/01/01 00:00", "Jan 1 2000", "19-Sep-03", "01.01.2012", "01/15/2012",
                                  "2026-11-26T10:00:00+01:00", "2024-03-01T12:30:05.25Z", "2026-11-26 10:00:00+00",
                                  "1970-01-01", "9999-12-31T23:59:59.999999Z"]):
        write("dates", f"date-{index}.txt", text.encode())
    for index, (pattern, text) in enumerate([("dd.MM.yyyy", "15.01.2012"), ("MMM d yyyy", "Jan 1 2000"),
                                             ("dd-MMM-yy", "19-Sep-03"), ("MM/dd/yyyy", "01/15/2012"),
                                             ("EEE, d MMM yyyy HH:mm:ss Z", "Tue, 1 Jan 2013 10:00:00 +0100"),
                                             ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "2024-03-01T12:30:05.250+01:00"),
                                             ("hh:mm a", "07:05 PM"), ("yyyy/MM/dd HH:mm z", "2010/01/01 00:00 UTC")]):
        write("date-pattern", f"pattern-{index}.txt", f"{pattern}\n{text}".encode())
    write("date-pattern", "refused-bits.txt", b"yyyy-MM-dd HH:mm:ss\n" + struct.pack(">d", 1.7e9))


def wire_seeds():
    session = Session(key=b"", username="fuzz")
    messages = [
        session.msg("kernel_info_request", {}),
        session.msg("execute_request", {"code": "let graph = XYGraph()\ngraph", "silent": False, "store_history": True,
                                        "user_expressions": {}, "allow_stdin": True, "stop_on_error": True}),
        session.msg("comm_msg", {"comm_id": "c0ffee", "data": {"method": "custom", "content": {"type": "view", "seq": 3,
                                                                                           "x": [0, 5], "y": [-1, 1]}}}),
        session.msg("complete_request", {"code": "graph.ti", "cursor_pos": 8}),
    ]
    for index, message in enumerate(messages):
        buffers = [b"\x89PNG\r\n"] if message["msg_type"] == "comm_msg" else []
        frames = session.serialize(message, ident=[b"client-identity"])
        write("wire", f"{message['msg_type']}.bin", b"\x00".join(frames + buffers))


def connection_seeds():
    with tempfile.TemporaryDirectory() as directory:
        for name, options in [("tcp", {"ip": "127.0.0.1", "key": b"a0436f6c-1916-498b-8eb9-e81ab9368e84"}),
                              ("ipc", {"transport": "ipc", "ip": os.path.join(directory, "kernel"), "key": b""}),
                              ("hmac-sha256", {"ip": "0.0.0.0", "key": b"secret", "signature_scheme": "hmac-sha256"})]:
            path = os.path.join(directory, f"{name}.json")
            write_connection_file(path, **options)
            write("connection-file", f"{name}.json", Path(path).read_bytes())


def key_path_seeds():
    for index, path in enumerate(["arrangedObjects.x", "arrangedObjects.@avg.y", "@count", "arrangedObjects.@max.when",
                                  "@distinctUnionOfObjects.kind", "points.x", "points.@sum.y", "name"]):
        write("key-path", f"path-{index}.txt", path.encode())
    for index, path in enumerate(["nested.deeper.0", "points.label.count", "@unionOfArrays.points", "..", "@",
                                  "points.99.x"]):
        write("key-path", f"refused-path-{index}.txt", path.encode())


def picture_seeds():
    ramp = bytes(range(256)) * 4
    flat = b"\xff\xff\xff" * 200 + b"\x1f\x77\xb4" * 40 + b"\xff\xff\xff" * 200
    write("png", "rgb-ramp.bin", b"\x00\x20" + ramp)
    write("png", "rgba-ramp.bin", b"\x01\x10" + ramp)
    write("png", "rgb-chart-like.bin", b"\x00\x3f" + flat)
    write("png", "rgb-halves.bin", b"\x02\x1f" + flat)
    write("apng", "rgb-four-frames.bin", b"\x00\x0f\x09\x03" + flat)
    write("apng", "rgba-repeats.bin", b"\x01\x07\x07\x05" + b"\x00\x00" + ramp)


def sql_seeds():
    for index, (selector, declared, text) in enumerate([
            (9, "timestamptz", "2026-11-26 10:00:00+00"), (1, "bigint", "9223372036854775807"), (6, "double precision", "-1.5e-7"),
            (0, "boolean", "t"), (8, "DATE", "2026-11-26"), (3, "integer", "12x"), (7, "numeric", "NaN"),
            (8, "postgresql://plotline:secret@127.0.0.1:5432/sales?sslmode=disable", ""),
            (8, "sqlite:///var/data/test_runs.db?mode=ro", "")]):
        write("sql-value", f"value-{index}.bin", bytes([selector]) + f"{declared}\n{text}".encode())


if __name__ == "__main__":
    csv_seeds()
    json_seeds()
    date_seeds()
    wire_seeds()
    connection_seeds()
    key_path_seeds()
    picture_seeds()
    sql_seeds()
