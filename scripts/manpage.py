#!/usr/bin/env python3
"""Writes todo(1), a roff man page, from the parser's own description of the commands.

Usage: scripts/manpage.py PATH/TO/todo [-o OUTPUT]

Runs `todo --experimental-dump-help` (swift-argument-parser's JSON description of every command,
option and flag) and `todo --version`, and turns them into one man page: the commands with their
arguments, options and examples, the global options (the `options` command's, listed once), the
environment, files, exit status, examples and SEE ALSO. Standard library only.

Not argument-parser 1.8.2's `generate-manual` plugin (its source is in the package checkout, so it
would build offline): its page has fixed sections (NAME, SYNOPSIS, DESCRIPTION with the options, a
generic EXIT STATUS, AUTHORS; SEE ALSO only in multi-page mode, naming the subcommands' pages),
no way to add ENVIRONMENT, FILES, EXAMPLES, this program's exit codes or task(1)/curl(1), and it
skips hidden options, so the global options (hidden on every command's page) would be missing.
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


ENVIRONMENT = [
    ("TODO_HOME", "The store directory (as \\-\\-home); default \\fI$XDG_DATA_HOME/todo\\fR."),
    ("TODO_SERVER", "The server's base URL (as \\-\\-server); none: local-only."),
    ("TODO_TOKEN", "A fixed API token (as \\-\\-token)."),
    ("TODO_MIN_DELAY", "The first retry delay in seconds (as \\-\\-min\\-delay); default 2."),
    ("TODO_FACTOR", "The growth of the retry delay (as \\-\\-factor); default 1.5."),
    ("TODO_JITTER", "The random share of each delay (as \\-\\-jitter); default 0.05."),
    ("TODO_MAX_DELAY", "The longest retry delay in seconds (as \\-\\-max\\-delay); default 120."),
    ("TODO_TIMEOUT", "The request timeout in seconds (as \\-\\-timeout); default 10."),
    ("TODO_GENERATE_FAILS", "The X\\-Generate\\-Fails header to send (as \\-\\-generate\\-fails)."),
    ("TODO_MAX_DELETE", "The mass\\-deletion guard: a resync may always remove this many local todos; default 10."),
    ("TODO_MAX_DELETE_SHARE", "\\&...or this percentage of the local list; more than both stops it (exit 1); default 50."),
    ("TODO_OFFLINE", "When \\fB1\\fR, no network attempt at all (as \\-\\-offline)."),
    ("TODO_LOCK_TIMEOUT", "Seconds to wait for another todo process's store lock before exit 75; default 10."),
    ("TODO_LOG_MAX_BYTES", "The size at which \\fISTORE/logs/todo.log\\fR is rotated; default 1 MiB."),
    ("TODO_NOW", "A fixed \\(lqnow\\(rq in Unix seconds, for tests and demos."),
    ("LC_ALL, LC_MESSAGES, LANG", "The first one set and not empty picks the language of messages and help: "
        "a locale of the \\fBes\\fR language gives Spanish, anything else English."),
    ("NO_COLOR", "When set to a non-empty value, no colour (as \\-\\-no\\-color)."),
    ("TERM", "When \\fBdumb\\fR, no colour and no progress line."),
    ("XDG_DATA_HOME", "Where the store lives by default (\\fI~/.local/share\\fR when unset)."),
    ("XDG_CONFIG_HOME", "Where the config and session files live (\\fI~/.config\\fR when unset)."),
]

FILES = [
    ("$XDG_CONFIG_HOME/todo/config.json", "The config file, written by \\fBtodo config set\\fR (mode 0600)."),
    ("$XDG_CONFIG_HOME/todo/session.json", "The account session of \\fBtodo login\\fR (mode 0600)."),
    ("$XDG_DATA_HOME/todo/", "The store: \\fIsnapshot.json\\fR, \\fIjournal.jsonl\\fR, \\fIlock\\fR, "
        "\\fIsync.lock\\fR, and each account's store under \\fIaccounts/\\fR."),
    ("$XDG_DATA_HOME/todo/logs/todo.log", "One line per sync attempt; rotated to \\fItodo.log.1\\fR \\(en "
        "\\fItodo.log.3\\fR."),
]

EXIT_STATUS = [
    ("0", "Success; a change saved and queued for later is a success."),
    ("64", "Usage error: a bad flag or value, an unknown or ambiguous id."),
    ("65", "Bad data: the store is corrupt or unreadable, or an import file is invalid."),
    ("69", "Sync gave up: the server is unreachable or the retries ran out; changes kept, list marked dirty."),
    ("75", "The store stayed locked by another process past the lock timeout."),
    ("77", "Authentication failed."),
    ("78", "The store directory or session file is a symbolic link owned by another user, or writable by others."),
    ("130, 143", "\\fBsync\\fR or \\fBwatch\\fR stopped by SIGINT or SIGTERM; the state is committed, changes stay queued."),
    ("1", "Anything else."),
]

EXAMPLES = [
    ("Add, list and finish a todo, all local:",
     ['todo add "Buy milk" \\-\\-due tomorrow', "todo list", "todo done 1"]),
    ("Several todos at once by their numbers, then take it back:",
     ["todo done 1 3\\-5", "todo undo"]),
    ("Sync with a server (a fixed token, or an account):",
     ["todo config set server http://127.0.0.1:8080", "todo config set token T", "todo sync"]),
    ("An unattended recovery run (cron) that ends with a resync:",
     ["todo sync \\-\\-recover \\-\\-deadline 240 \\-\\-json"]),
]


def manpage(info, version):
    root = info["command"]
    name = root["commandName"]
    leaves_all = [(p, c) for p, c in leaves(root, []) if len(p) > 1 and p[1] != "help"]
    # The global options are the `options` command's: one place, shown by `todo help options`;
    # every other command takes them too (hidden from its own page).
    options_command = next((c for p, c in leaves_all if p[1:] == ["options"]), None)
    commands = [(p, c) for p, c in leaves_all if p[1:] != ["options"]]
    global_args = [
        a for a in visible(options_command.get("arguments") if options_command else [])
        if (a.get("preferredName") or {}).get("name") not in ("help", "version")
    ]
    common = {argument_key(a) for a in global_args}

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
        out.append("Without a command, or when the first word is an option or a filter, \\fB%s %s\\fR runs; "
                   "an unknown first word is an error (exit 64) naming the closest command, and a number "
                   "alone (\\fB%s 3\\fR) shows that todo." % (roff(name), roff(root["defaultSubcommand"]), roff(name)))
    out.append(".SH COMMANDS")
    for path, command in commands:
        arguments = visible(command.get("arguments"))
        out.append(".SS %s" % roff(" ".join(path[1:])))
        out.append(usage(path, arguments))
        out.append(".PP")
        out.append(roff(command.get("abstract") or ""))
        if command.get("aliases"):
            out.append(".PP")
            out.append("Also typed as %s." % ", ".join("\\fB%s\\fR" % roff(" ".join(path[:-1] + [a]))
                                                      for a in command["aliases"]))
        if command.get("discussion"):
            out.append(".PP")
            out.append(discussion(command["discussion"]))
        own = [a for a in arguments if argument_key(a) not in common]
        own = [a for a in own if (a.get("preferredName") or {}).get("name") not in ("help", "version")]
        if own:
            out.append(".RS")
            for arg in own:
                describe_argument(arg, out)
            out.append(".RE")
    out.append(".SH GLOBAL OPTIONS")
    out.append("Every command takes these, after its name or before it "
               "(\\fBtodo \\-\\-json list\\fR); \\fBtodo help options\\fR shows them too.")
    if options_command and options_command.get("discussion"):
        out.append(".PP")
        out.append(paragraphs(options_command["discussion"]))
    for arg in global_args:
        describe_argument(arg, out)
    out.append(".TP")
    out.append("\\fB\\-h\\fR, \\fB\\-\\-help\\fR")
    out.append("Show help for the command.")
    out.append(".TP")
    out.append("\\fB\\-\\-version\\fR")
    out.append("Show the version (\\fB%s \\-\\-version\\fR)." % roff(name))
    out.append(".SH ENVIRONMENT")
    for var, text in ENVIRONMENT:
        out.append(".TP")
        out.append("\\fB%s\\fR" % roff(var))
        out.append(text)
    out.append(".SH FILES")
    for path, text in FILES:
        out.append(".TP")
        out.append("\\fI%s\\fR" % roff(path))
        out.append(text)
    out.append(".SH EXIT STATUS")
    for code, text in EXIT_STATUS:
        out.append(".TP")
        out.append("\\fB%s\\fR" % code)
        out.append(text)
    out.append(".SH EXAMPLES")
    for text, lines in EXAMPLES:
        out.append(".PP")
        out.append(text)
        out.append(".PP")
        out.append(".RS")
        out.append(".nf")
        out.extend(lines)
        out.append(".fi")
        out.append(".RE")
    out.append(".SH SEE ALSO")
    out.append("\\fBtask\\fR(1), \\fBcurl\\fR(1)")
    return "\n".join(out) + "\n"


def discussion(text):
    """A command's discussion: paragraphs, with its indented example lines kept as they are."""
    out = []
    for block in (text or "").strip().split("\n\n"):
        if "todo help options" in block:
            continue  # the pointer to GLOBAL OPTIONS, which this page has
        lines = block.split("\n")
        if len(lines) > 1 and all(line.startswith("  ") for line in lines[1:]):
            out.append(roff(lines[0].strip()) + "\n.RS\n.nf\n" + "\n".join(roff(l.strip()) for l in lines[1:])
                       + "\n.fi\n.RE")
        else:
            out.append(paragraphs(block))
    return "\n.PP\n".join(out)


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
