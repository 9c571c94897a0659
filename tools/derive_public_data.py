"""Writes notebooks/data/public/derived/: public data files exported again the way other tools export them.

The originals in notebooks/data/public/ come from packages on PyPI (see SOURCES.md there). Users meet the same data
written by spreadsheets in other locales, by R, by Excel's "Unicode text" and by gzip; this script makes those
forms with pandas, so the tests read files that Plotline did not write and compare them with the originals.

Run with pandas installed (the bench requirements pin it): python3 tools/derive_public_data.py
"""

import csv
import gzip
import shutil
from pathlib import Path

import pandas as pd

PUBLIC = Path(__file__).resolve().parent.parent / "notebooks" / "data" / "public"
DERIVED = PUBLIC / "derived"


def german_spreadsheet():
    """Seattle's weather as a German Excel saves it: semicolons, decimal commas, 15.01.2012, Windows-1252, CRLF."""
    weather = pd.read_csv(PUBLIC / "vega" / "seattle-weather.csv")
    weather["date"] = pd.to_datetime(weather["date"], format="%Y/%m/%d").dt.strftime("%d.%m.%Y")
    weather.columns = ["Datum", "Niederschlag (mm)", "Höchsttemperatur (°C)", "Tiefsttemperatur (°C)",
                       "Wind (m/s)", "Wetter"]
    weather.to_csv(DERIVED / "seattle-weather-de.csv", sep=";", decimal=",", index=False, encoding="cp1252",
                   lineterminator="\r\n")


def us_tab_separated():
    """The same weather as tab-separated text with CRLF and US dates (01/15/2012)."""
    weather = pd.read_csv(PUBLIC / "vega" / "seattle-weather.csv")
    weather["date"] = pd.to_datetime(weather["date"], format="%Y/%m/%d").dt.strftime("%m/%d/%Y")
    weather.to_csv(DERIVED / "seattle-weather-us.tsv", sep="\t", index=False, lineterminator="\r\n")


def r_export():
    """US employment as R's write.csv writes it: quoted text, a row-name column, NA for missing values."""
    employment = pd.read_csv(PUBLIC / "vega" / "us-employment.csv")
    employment.loc[employment.index % 17 == 3, "nonfarm_change"] = None
    employment.loc[employment.index % 23 == 5, "utilities"] = None
    employment.index = range(1, len(employment) + 1)
    employment.to_csv(DERIVED / "us-employment-r.csv", quoting=csv.QUOTE_NONNUMERIC, na_rep="NA", index_label="")


def unicode_text():
    """Stock prices as Excel's "Unicode text": UTF-16 with a byte-order mark, tabs, CRLF."""
    stocks = pd.read_csv(PUBLIC / "vega" / "stocks.csv")
    stocks.to_csv(DERIVED / "stocks-utf16.txt", sep="\t", index=False, encoding="utf-16", lineterminator="\r\n")


def gzipped():
    """Stock prices gzipped, as data sites serve .csv.gz."""
    with open(PUBLIC / "vega" / "stocks.csv", "rb") as source, gzip.GzipFile(DERIVED / "stocks.csv.gz", "wb", mtime=0) as target:
        shutil.copyfileobj(source, target)


def formatted_numbers():
    """Microsoft's prices with the volume written as a spreadsheet shows it: 92,433,800 (quoted)."""
    prices = pd.read_csv(PUBLIC / "matplotlib" / "msft.csv")
    prices["Volume"] = prices["Volume"].map(lambda volume: f"{volume:,}")
    prices.to_csv(DERIVED / "msft-formatted.csv", index=False)


if __name__ == "__main__":
    DERIVED.mkdir(exist_ok=True)
    for derive in (german_spreadsheet, us_tab_separated, r_export, unicode_text, gzipped, formatted_numbers):
        derive()
        print(derive.__doc__.splitlines()[0])
