#!/usr/bin/env python3
"""Generates the benchmark's data sets: the same N todos for `todo` and for Taskwarrior 2.6.

    bench-gen.py N OUTDIR [--seed S] [--done-percent P] [--recurring-percent R] [--waiting-percent W]

Writes into OUTDIR:
  todo-import.json   a JSON array of N wire elements (shared/api/todobackend.md) for `todo import`
  task/pending.data  Taskwarrior 2.6 FF4 lines for the pending todos
  task/completed.data  ... and for the completed ones (where `task list` does not look, as after gc)
  done-ids.txt       comma-separated 8-character id prefixes (as `todo list` shows them) of
                     pending todos, spread over the list, for `todo done`
  done-task-ids.txt  comma-separated Taskwarrior ids of pending tasks, spread likewise
  meta.json          counts

The two tools get the same items: the same texts, pending/completed split, due dates (40 %,
some overdue) and priorities (important -> H, low -> L, basic -> none).
"""

import argparse
import json
import os
import random
import time
import uuid

WORDS = (
    "buy milk call mom write report fix bug review pull request book flight pay rent "
    "clean kitchen water plants renew passport plan sprint update docs email team "
    "order parts walk dog read chapter backup laptop"
).split()


def escape_ff4(text):
    # Taskwarrior's FF4 attribute values: JSON-like escapes for quote and backslash.
    return text.replace("\\", "\\\\").replace('"', "&dquot;")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("n", type=int)
    parser.add_argument("outdir")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--done-percent", type=int, default=20)
    parser.add_argument("--done-ids", type=int, default=400, help="how many ids for the done runs")
    # Recurrence and waiting (issue 35): that share of the todos' texts gets `rec:+1w` (and a due
    # date), and another share `t:DATE` a day 1-60 days ahead (waiting, so hidden from `todo list`).
    # Drawn from their own generator, so the other fields are those of the plain set.
    parser.add_argument("--recurring-percent", type=int, default=0)
    parser.add_argument("--waiting-percent", type=int, default=0)
    args = parser.parse_args()
    shape = random.Random(args.seed * 7919 + args.n)

    rng = random.Random(args.seed + args.n)
    now = int(time.time()) // 86400 * 86400  # today, so some deadlines are overdue
    device = "bench-device"
    os.makedirs(os.path.join(args.outdir, "task"), exist_ok=True)

    elements = []
    pending_lines = []
    completed_lines = []
    pending_index = []  # (position in the todo list, 8-char prefix, taskwarrior id)
    prefixes = set()
    dup_prefixes = set()
    for i in range(args.n):
        ident = str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()
        prefix = ident[:8].lower()
        if prefix in prefixes:
            dup_prefixes.add(prefix)
        prefixes.add(prefix)
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 6))) + f" #{i}"
        importance = rng.choices(["basic", "important", "low"], weights=[70, 20, 10])[0]
        done = rng.randrange(100) < args.done_percent
        created = now - 86400 * 365 + i * (86400 * 365 // max(args.n, 1))
        changed = created + rng.randrange(0, 86400 * 30)
        deadline = None
        if rng.randrange(100) < 40:
            deadline = now + rng.randrange(-30, 90) * 86400
        if args.recurring_percent or args.waiting_percent:
            draw = shape.randrange(100)
            if draw < args.recurring_percent:
                text += " rec:+1w"
                if deadline is None:
                    deadline = now + shape.randrange(-30, 90) * 86400
            elif draw < args.recurring_percent + args.waiting_percent:
                text += " t:" + time.strftime("%Y-%m-%d", time.gmtime(now + shape.randrange(1, 61) * 86400))
        element = {
            "id": ident,
            "text": text,
            "importance": importance,
            "done": done,
            "created_at": created,
            "changed_at": changed,
            "last_updated_by": device,
        }
        if deadline is not None:
            element["deadline"] = deadline
        if rng.randrange(100) < 10:
            element["color"] = "#%06X" % rng.randrange(1 << 24)
        elements.append(element)

        # Taskwarrior writes attributes sorted by name.
        attrs = {
            "description": escape_ff4(text),
            "entry": str(created),
            "modified": str(changed),
            "status": "completed" if done else "pending",
            "uuid": ident.lower(),
        }
        if deadline is not None:
            attrs["due"] = str(deadline)
        if importance == "important":
            attrs["priority"] = "H"
        elif importance == "low":
            attrs["priority"] = "L"
        if done:
            attrs["end"] = str(changed)
        line = "[" + " ".join(f'{k}:"{attrs[k]}"' for k in sorted(attrs)) + "]\n"
        if done:
            completed_lines.append(line)
        else:
            pending_lines.append(line)
            pending_index.append((i, prefix, len(pending_lines)))

    with open(os.path.join(args.outdir, "todo-import.json"), "w") as f:
        json.dump(elements, f, separators=(",", ":"))
    with open(os.path.join(args.outdir, "task", "pending.data"), "w") as f:
        f.writelines(pending_lines)
    with open(os.path.join(args.outdir, "task", "completed.data"), "w") as f:
        f.writelines(completed_lines)

    # Pending items spread evenly over the list, with unique 8-character prefixes, shuffled so
    # that successive runs do not walk the list in order.
    usable = [p for p in pending_index if p[1] not in dup_prefixes]
    count = min(args.done_ids, len(usable))
    step = len(usable) / count if count else 1
    picked = [usable[int(k * step)] for k in range(count)]
    rng.shuffle(picked)
    with open(os.path.join(args.outdir, "done-ids.txt"), "w") as f:
        f.write(",".join(p[1] for p in picked))
    with open(os.path.join(args.outdir, "done-task-ids.txt"), "w") as f:
        f.write(",".join(str(p[2]) for p in picked))
    with open(os.path.join(args.outdir, "meta.json"), "w") as f:
        json.dump(
            {
                "items": args.n,
                "pending": len(pending_lines),
                "completed": len(completed_lines),
                "done_ids": count,
            },
            f,
        )


if __name__ == "__main__":
    main()
