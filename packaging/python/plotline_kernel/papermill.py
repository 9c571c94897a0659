"""papermill support for Plotline notebooks: the translator that writes parameters as Plotline code.

papermill (2.7) looks a parameter translator up by the notebook's kernel name, then by its language, in a registry
that only code fills in: there is no entry point group for translators. What papermill does load is the
`papermill.engine` entry point group, every time its engines module is imported, which the `papermill` command and
`papermill.execute_notebook` both do. So the plotline-kernel wheel declares (packaging/entry_points.txt)

    [papermill.engine]
    plotline = plotline_kernel.papermill:PlotlineEngine

and importing papermill imports this module, which registers PlotlineTranslator for the language `plotline` (the
language of Plotline's kernelspec and of its kernel_info reply). The engine the entry point names is papermill's own
NBClientEngine, unchanged: papermill goes on running notebooks with it by default, and `--engine plotline` is the
same engine under a second name. Nobody has to pass `--engine`.

The injected cell is Plotline code, one `let` a parameter, after a `//` comment:

    // Parameters
    let days = 30
    let title = "Latency \"p95\"\n"
    let hosts = ["web-1", "web-2"]
    let limits = ["warn": 250, "fail": 1000.5]

The whole table, Python value to Plotline code, is in docs/reports.md. A later cell may declare a name again with
`let` (docs/language.md, "Declarations"), which is what lets the injected cell follow the `parameters` cell.
"""

import datetime
import math
import re
import unicodedata

LANGUAGE = "plotline"


def __getattr__(name):
    """PlotlineEngine, which the entry point names: papermill's NBClientEngine itself.

    It is looked up here, not bound at import, for the one import order where it matters: when this module is
    imported before papermill, its first papermill import runs papermill's engines module, which loads every
    `papermill.engine` entry point at once, this one among them, while this module is still half run. By the time
    anyone asks for the attribute, NBClientEngine is defined.
    """
    if name == "PlotlineEngine":
        from papermill.engines import NBClientEngine
        return NBClientEngine
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# Only now papermill: see __getattr__ above.
from papermill.models import Parameter  # noqa: E402
from papermill.translators import Translator, papermill_translators  # noqa: E402

# The range of Plotline's Int (64-bit, docs/language.md: overflow is an error, not a wrap).
INT_MIN = -(2**63)
INT_MAX = 2**63 - 1

# The reserved words of the language (Sources/PlotlineScript/Lexer/Keyword.swift), which a name must be quoted in
# backticks to be, and the words that start statements without being reserved (Parser+Branches.swift), quoted too so
# that a parameter named `switch` or `class` can never be read as the start of a statement.
RESERVED_WORDS = frozenset({
    "let", "var", "func", "if", "else", "for", "in", "where", "while", "repeat", "break", "continue", "return",
    "true", "false", "nil",
    "switch", "case", "default", "fallthrough", "guard", "do", "catch", "throw", "throws", "try", "defer", "class",
    "enum", "struct", "extension", "protocol", "mutating", "init", "self", "super", "static", "override",
})

# Characters written as an escape sequence wherever they are in a string, as Swift writes them.
SIMPLE_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}

# Unicode categories always written as \u{...}: control and format characters, line and paragraph separators (the
# lexer ends a line wherever Swift's Character.isNewline holds: U+0085, U+2028 and U+2029 too), and code points with no
# character yet.
ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cn"})

# Characters that join the character after them into one (grapheme cluster break property Prepend, Unicode 15.1;
# those in category Cf are escaped anyway). The lexer reads a source by characters, so one of these before the closing
# quote would swallow it.
PREPEND_CHARACTERS = frozenset(
    [0x0D4E, 0x110BD, 0x110CD, 0x111C2, 0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11D46, 0x11F02]
    + list(range(0x11A84, 0x11A8A))
)

# Characters that join the one before them but are not marks (grapheme cluster break Extend or SpacingMark outside
# the M* categories): emoji skin-tone modifiers, halfwidth katakana sound marks, Thai and Lao SARA AM.
JOINING_NON_MARKS = frozenset(list(range(0x1F3FB, 0x1F400)) + [0xFF9E, 0xFF9F, 0x0E33, 0x0EB3])


def _unicode_escape(character):
    return f"\\u{{{ord(character):X}}}"


def _joins_previous(character):
    """True for a character that belongs to the character before it (a combining mark, say)."""
    return unicodedata.category(character).startswith("M") or ord(character) in JOINING_NON_MARKS


def _always_escaped(character):
    if unicodedata.category(character) == "Cs":
        raise ValueError(f"a string holding the lone surrogate U+{ord(character):04X} has no Plotline spelling")
    return unicodedata.category(character) in ESCAPED_CATEGORIES or ord(character) in PREPEND_CHARACTERS


def plotline_string(text):
    """`text` as a Plotline string literal: `"` and `\\` escaped, `\\n \\r \\t`, other invisible characters `\\u{X}`.

    Plotline's lexer, unlike Swift's, reads a source by characters (grapheme clusters), so a combining mark right
    after the opening quote or after an escape would join it into one character and break the literal: such a mark
    is escaped as well. A mark after an ordinary character stays as it is ("é" written as e and U+0301).
    """
    pieces = ['"']
    after_syntax = True  # the last thing written is the opening quote or an escape, not a character of the text
    for character in text:
        if character in SIMPLE_ESCAPES:
            pieces.append(SIMPLE_ESCAPES[character])
            after_syntax = True
        elif _always_escaped(character) or (after_syntax and _joins_previous(character)):
            pieces.append(_unicode_escape(character))
            after_syntax = True
        else:
            pieces.append(character)
            after_syntax = False
    pieces.append('"')
    return "".join(pieces)


def plotline_name(name):
    """`name` as a Plotline name: itself, or in backticks when it is one of the language's words.

    Raises ValueError for a name Plotline cannot declare (`start-date`, `2x`, ""), which is most often a typo on
    papermill's command line.
    """
    if not isinstance(name, str) or not name:
        raise ValueError(f"parameter name {name!r} is not a Plotline name")
    first, rest = name[0], name[1:]
    if not (first.isalpha() or first == "_") or not all(c.isalnum() or c == "_" for c in rest):
        raise ValueError(f"parameter name {name!r} is not a Plotline name: use letters, digits and _, not starting "
                         "with a digit")
    return f"`{name}`" if name in RESERVED_WORDS else name


class PlotlineTranslator(Translator):
    """papermill's parameters as Plotline `let` declarations (docs/reports.md has the table)."""

    @classmethod
    def translate(cls, val):
        """Dates and times (YAML's timestamps) become Plotline `Date`s and tuples arrays; the JSON and YAML types go
        through papermill's dispatch to the methods below; anything else is written as its text, a String."""
        if isinstance(val, (datetime.date, datetime.datetime)):
            return cls.translate_date(val)
        if isinstance(val, tuple):
            return cls.translate_list(list(val))
        if val is None or isinstance(val, (str, bool, int, float, dict, list)):
            return super().translate(val)
        return cls.translate_str(str(val))

    @classmethod
    def translate_str(cls, val):
        return plotline_string(val)

    @classmethod
    def translate_escaped_str(cls, str_val):
        return plotline_string(str(str_val))

    @classmethod
    def translate_none(cls, val):
        return "nil"

    @classmethod
    def translate_bool(cls, val):
        return "true" if val else "false"

    @classmethod
    def translate_int(cls, val):
        """An Int literal; Int.min by name, since Plotline reads `-9223372036854775808` as the negation of a literal
        that overflows. A Python int beyond 64 bits raises ValueError rather than turning into something else."""
        value = int(val)
        if value == INT_MIN:
            return "Int.min"
        if not INT_MIN < value <= INT_MAX:
            raise ValueError(f"{value} does not fit in Plotline's Int (64-bit); pass it as a float or a string")
        return str(value)

    @classmethod
    def translate_float(cls, val):
        """A Double literal that reads back as the same value (Python's repr: `0.1`, `1e+100`, `30.0`, `-0.0`);
        infinities and NaN by the names Plotline gives them."""
        value = float(val)
        if math.isnan(value):
            return "Double.nan"
        if math.isinf(value):
            return "Double.infinity" if value > 0 else "-Double.infinity"
        return repr(value)

    @classmethod
    def translate_date(cls, val):
        """`Date("2024-03-01")` or `Date("2024-03-01T12:30:00+02:00")`: ISO 8601, which Plotline's Date reads (a
        date or time without a zone is UTC there)."""
        return f"Date({plotline_string(val.isoformat())})"

    @classmethod
    def translate_list(cls, val):
        return "[" + ", ".join(cls.translate(item) for item in val) + "]"

    @classmethod
    def translate_dict(cls, val):
        if not val:
            return "[:]"
        return "[" + ", ".join(f"{cls.translate(key)}: {cls.translate(item)}" for key, item in val.items()) + "]"

    @classmethod
    def comment(cls, cmt_str):
        return "\n".join(f"// {line}".rstrip() for line in str(cmt_str).splitlines() or [""])

    @classmethod
    def assign(cls, name, str_val):
        return f"let {plotline_name(name)} = {str_val}"

    @classmethod
    def inspect(cls, parameters_cell):
        """The parameters a `parameters` cell declares with top-level `let` or `var`, for `papermill --help-notebook`
        and papermill's check of the names it is given. The type is the annotation, or the kind of a literal value
        ("None" when neither tells); the help is a `//` comment at the end of the declaration."""
        return [Parameter(name=name, inferred_type_name=type_name, default=default, help=help_text)
                for name, type_name, default, help_text in declarations(parameters_cell["source"])]


# What `inspect` reads: `let name: Type = value // help`, the value possibly spread over lines inside brackets.
DECLARATION = re.compile(r"(?:let|var)\s+(?P<name>`[^`]+`|[^\W\d]\w*)\s*(?::\s*(?P<type>[^=]+?))?\s*=\s*(?P<value>.+)",
                         re.DOTALL)
INTEGER_LITERAL = re.compile(r"-?(?:0x[0-9a-fA-F_]+|[0-9][0-9_]*)")
DOUBLE_LITERAL = re.compile(r"-?[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][+-]?[0-9]+)?|-?Double\.(?:infinity|nan)")


def _statements(source):
    """(code, trailing // comment) for each top-level statement of `source`: split at newlines and `;` outside
    strings and brackets, with block comments and the comments inside a bracketed value dropped."""
    statements, code, comment = [], [], None
    depth, in_string, index = 0, False, 0
    while index < len(source):
        character = source[index]
        if in_string:
            code.append(character)
            if character == "\\" and index + 1 < len(source):
                code.append(source[index + 1])
                index += 1
            elif character == '"' or character == "\n":
                in_string = False
        elif source.startswith("//", index):
            end = source.find("\n", index)
            end = len(source) if end < 0 else end
            if depth == 0:
                comment = source[index + 2:end].strip()
            index = end
            continue
        elif source.startswith("/*", index):
            end = source.find("*/", index + 2)
            index = len(source) if end < 0 else end + 2
            continue
        elif character == '"':
            in_string = True
            code.append(character)
        elif character in "([{":
            depth += 1
            code.append(character)
        elif character in ")]}":
            depth = max(depth - 1, 0)
            code.append(character)
        elif character in "\n;" and depth == 0:
            statements.append(("".join(code).strip(), comment))
            code, comment = [], None
        else:
            code.append(character)
        index += 1
    statements.append(("".join(code).strip(), comment))
    return [(text, note) for text, note in statements if text]


def _literal_type(value):
    """The Plotline type of a literal value, "None" when the value is not a plain literal."""
    if value.startswith('"') and value.endswith('"'):
        return "String"
    if value in ("true", "false"):
        return "Bool"
    if value == "nil":
        return "NoneType"
    if INTEGER_LITERAL.fullmatch(value) or value in ("Int.min", "Int.max"):
        return "Int"
    if DOUBLE_LITERAL.fullmatch(value):
        return "Double"
    if value.startswith("Date("):
        return "Date"
    if value.startswith("[") and value.endswith("]"):
        return "Dictionary" if value == "[:]" or _has_top_level_colon(value[1:-1]) else "Array"
    return "None"


def _has_top_level_colon(text):
    depth, in_string, previous = 0, False, ""
    for character in text:
        if in_string:
            in_string = not (character == '"' and previous != "\\")
        elif character == '"':
            in_string = True
        elif character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == ":" and depth == 0:
            return True
        previous = character
    return False


def declarations(source):
    """(name, type, default, help) for each top-level `let` or `var` of a cell's source."""
    if isinstance(source, list):  # nbformat allows a cell's source as a list of lines
        source = "".join(source)
    found = []
    for code, comment in _statements(source):
        match = DECLARATION.fullmatch(code)
        if not match:
            continue
        value = " ".join(match["value"].split())
        type_name = (match["type"] or "").strip() or _literal_type(value)
        found.append((match["name"].strip("`"), type_name, value, comment or ""))
    return found


def register():
    """Registers PlotlineTranslator with papermill for the language `plotline` (papermill also finds it through
    the kernel name `plotline`, which it tries first)."""
    papermill_translators.register(LANGUAGE, PlotlineTranslator)


register()
