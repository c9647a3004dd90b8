#!/usr/bin/env python3
"""Writes todo(1), a roff man page, from the parser's own description of the commands.

Usage: scripts/manpage.py PATH/TO/todo [-o OUTPUT]

Runs `todo --experimental-dump-help` (swift-argument-parser's JSON description of every command,
option and flag) and `todo --version`, and turns them into one man page: the commands with their
arguments and options, the options every command takes (listed once), the environment and the
exit codes. Standard library only.
"""

import argparse
import json
import os
import subprocess
import sys


def roff(text):
    """Escapes text for roff: backslashes, and a leading dot or quote on any line."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def paragraphs(text):
    """Text as roff paragraphs (blank lines separate them; lines inside are joined)."""
    out = []
    for block in (text or "").strip().split("\n\n"):
        block = " ".join(line.strip() for line in block.strip().split("\n"))
        if block:
            out.append(roff(block))
    return "\n.PP\n".join(out)


def name_text(name):
    dash = "--" if name["kind"] == "long" else "-"
    return dash + name["name"]


def argument_label(arg):
    """How an argument is written: `-q, --quiet`, `--sort <sort>`, `<id>`."""
    value = arg.get("valueName") or "value"
    if arg["kind"] == "positional":
        label = "\\fI<%s>\\fR" % roff(value)
        return label + ("..." if arg.get("isRepeating") else "")
    names = arg.get("names") or []
    shorts = [n for n in names if n["kind"] == "short"]
    longs = [n for n in names if n["kind"] != "short"]
    label = ", ".join("\\fB%s\\fR" % roff(name_text(n)) for n in shorts + longs)
    if arg["kind"] == "option":
        label += " \\fI<%s>\\fR" % roff(value)
    return label


def argument_key(arg):
    preferred = arg.get("preferredName")
    if preferred:
        return (arg["kind"], preferred["kind"], preferred["name"])
    return (arg["kind"], "value", arg.get("valueName"))


def visible(arguments):
    return [a for a in arguments or [] if a.get("shouldDisplay", True)]


def describe_argument(arg, out):
    out.append(".TP")
    out.append(argument_label(arg))
    text = arg.get("abstract") or ""
    values = arg.get("allValues")
    if values and arg["kind"] == "option":
        text += " (one of: %s)" % ", ".join(values)
    default = arg.get("defaultValue")
    if default and arg["kind"] == "option":
        text += " (default: %s)" % default
    out.append(roff(text.strip()) or "\\&")
    if arg.get("discussion"):
        out.append(paragraphs(arg["discussion"]))


def leaves(command, path):
    """Every runnable command below (and including) `command`, with its full name."""
    path = path + [command["commandName"]]
    subcommands = [c for c in command.get("subcommands") or [] if c.get("shouldDisplay", True)]
    found = [(path, command)] if not subcommands or command.get("defaultSubcommand") else []
    for sub in subcommands:
        found += leaves(sub, path)
    return found


def usage(path, arguments):
    parts = ["\\fB%s\\fR" % roff(" ".join(path))]
    for arg in arguments:
        if arg["kind"] == "positional":
            label = argument_label(arg)
            parts.append("[%s]" % label if arg.get("isOptional") else label)
    parts.append("[\\fIoptions\\fR]")
    return " ".join(parts)


def manpage(info, version):
    root = info["command"]
    name = root["commandName"]
    commands = [(p, c) for p, c in leaves(root, []) if len(p) > 1 and p[1] != "help"]
    # Options most commands take are the global ones: listed once, under GLOBAL OPTIONS, and
    # left out of each command that takes them all.
    counts = {}
    for _, command in commands:
        for arg in visible(command.get("arguments")):
            if arg["kind"] != "positional":
                counts[argument_key(arg)] = counts.get(argument_key(arg), 0) + 1
    common = {key for key, n in counts.items() if 2 * n > len(commands)}
    common -= {("flag", "long", "help"), ("flag", "long", "version")}
    global_args = []
    for _, command in commands:
        for arg in visible(command.get("arguments")):
            if argument_key(arg) in common and argument_key(arg) not in {argument_key(a) for a in global_args}:
                global_args.append(arg)

    out = []
    out.append('.TH %s 1 "" "%s" "User Commands"' % (name.upper(), roff(version)))
    out.append(".SH NAME")
    out.append("%s \\- %s" % (roff(name), roff(root.get("abstract") or "")))
    out.append(".SH SYNOPSIS")
    out.append("\\fB%s\\fR \\fIcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]" % roff(name))
    out.append(".SH DESCRIPTION")
    out.append(roff(root.get("abstract") or ""))
    if root.get("discussion"):
        out.append(".PP")
        out.append(paragraphs(root["discussion"]))
    if root.get("defaultSubcommand"):
        out.append(".PP")
        out.append("Without a command, \\fB%s %s\\fR runs." % (roff(name), roff(root["defaultSubcommand"])))
    out.append(".SH COMMANDS")
    for path, command in commands:
        arguments = visible(command.get("arguments"))
        out.append(".SS %s" % roff(" ".join(path[1:])))
        out.append(usage(path, arguments))
        out.append(".PP")
        out.append(roff(command.get("abstract") or ""))
        if command.get("discussion"):
            out.append(".PP")
            out.append(paragraphs(command["discussion"]))
        keys = {argument_key(a) for a in arguments}
        takes_global = common <= keys
        own = [a for a in arguments if not (takes_global and argument_key(a) in common)]
        own = [a for a in own if (a.get("preferredName") or {}).get("name") not in ("help", "version")]
        if own:
            out.append(".RS")
            for arg in own:
                describe_argument(arg, out)
            out.append(".RE")
        if takes_global:
            out.append(".PP")
            out.append("Also takes the global options.")
    out.append(".SH GLOBAL OPTIONS")
    out.append("Every command that says so takes these.")
    for arg in global_args:
        describe_argument(arg, out)
    out.append(".TP")
    out.append("\\fB\\-h\\fR, \\fB\\-\\-help\\fR")
    out.append("Show help for the command.")
    out.append(".TP")
    out.append("\\fB\\-\\-version\\fR")
    out.append("Show the version (\\fB%s \\-\\-version\\fR)." % roff(name))
    out.append(".SH ENVIRONMENT")
    for var, text in [
        ("TODO_HOME", "The store directory."),
        ("TODO_SERVER", "The server's base URL."),
        ("TODO_TOKEN", "A fixed API token."),
        ("NO_COLOR", "When set to a non-empty value, no colour (as \\-\\-no\\-color)."),
        ("TERM", "When \\fBdumb\\fR, no colour and no progress line."),
    ]:
        out.append(".TP")
        out.append("\\fB%s\\fR" % roff(var))
        out.append(text)
    out.append(".SH FILES")
    out.append("The configuration file is \\fI$XDG_CONFIG_HOME/todo/config.json\\fR (see \\fBtodo config\\fR).")
    out.append(".SH SEE ALSO")
    out.append("The README of the project.")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description="Write todo(1) from the parser's description.")
    parser.add_argument("binary", help="the built todo executable")
    parser.add_argument("-o", "--output", help="the file to write (default: standard output)")
    args = parser.parse_args()
    # The page is English (its own headings are), so the parser's help texts must be too.
    english = dict(os.environ, LC_ALL="C")
    dump = subprocess.run([args.binary, "--experimental-dump-help"], capture_output=True, text=True, env=english)
    if dump.returncode != 0:
        sys.exit("manpage.py: %s --experimental-dump-help failed: %s" % (args.binary, dump.stderr.strip()))
    version = subprocess.run([args.binary, "--version"], capture_output=True, text=True, env=english)
    label = "todo " + version.stdout.strip() if version.returncode == 0 else "todo"
    page = manpage(json.loads(dump.stdout), label)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(page)
    else:
        sys.stdout.write(page)


if __name__ == "__main__":
    main()
