#!/usr/bin/env python3
"""Writes a realistic mynd graph for benchmarks, and the same tasks as a Taskwarrior import file.

    generate.py NODES OUT.json [--taskwarrior OUT-task.json] [--seed 7] [--quiet 0.1]

The graph: 5 % goals, each with a few actions (hasAction) and often a blocker (blocks); the rest
actions, thoughts, people, projects, places, events, questions and insights, about three edges
per node in all, of every type. Times spread over the last 120 days before 2026-11-21 so that a
few percent of the goals are stale and the rest are not. Deterministic for a seed.

The Taskwarrior file has every node as a task (same uuids, descriptions, entry and modified
times, project from the goal of an action, depends from blocks), in `task import`'s JSON array
form: the same count of items for both importers.
"""
import argparse
import datetime
import json
import random
import uuid

NOW = datetime.datetime(2026, 11, 21, 9, 0, tzinfo=datetime.timezone.utc)
WORDS = ("garden seeds spanish bike tyres grandma letter shed paint run training book dune tax "
         "return fence kitchen tiles piano scales visa passport camera lens trip lisbon budget "
         "sourdough starter pottery wheel climbing shoes thesis chapter rust compiler").split()
OTHER_TYPES = ["thought"] * 6 + ["person"] * 2 + ["project", "place", "event", "question", "insight"]
EDGE_TYPES = ["relatesTo", "mentions", "inspiredBy", "follows", "enables", "partOf"]


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def tw_time(moment):
    return moment.strftime("%Y%m%dT%H%M%SZ")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("nodes", type=int)
    parser.add_argument("out")
    parser.add_argument("--taskwarrior")
    parser.add_argument("--seed", type=int, default=7)
    # The share of goals gone quiet: 0.1 gives the 478 stale goals of 100k nodes; 0.7 about
    # 3,500 (a person who let most goals rest).
    parser.add_argument("--quiet", type=float, default=0.1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    def new_id():
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    def text(kind):
        return f"{kind} " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 8)))

    nodes, edges, seen = [], [], set()

    def node(kind, accessed_days_ago, completed=False):
        accessed = NOW - datetime.timedelta(days=accessed_days_ago, seconds=rng.randint(0, 86_399))
        created = accessed - datetime.timedelta(days=rng.randint(0, 30))
        entry = {"id": new_id(), "nodeType": kind, "content": text(kind), "createdAt": iso(created),
                 "lastAccessedAt": iso(accessed), "completedAt": iso(accessed) if completed else None,
                 "metadata": {}}
        nodes.append(entry)
        return entry

    def edge(kind, source, target):
        key = (source["id"], kind, target["id"])
        if source is target or key in seen:
            return
        seen.add(key)
        edges.append({"id": new_id(), "edgeType": kind, "sourceId": source["id"], "targetId": target["id"],
                      "weight": round(rng.uniform(0.3, 1.0), 2), "createdAt": source["createdAt"]})

    goals = []
    while len(nodes) < args.nodes:
        if len(nodes) % 20 == 0:
            # Most goals were touched in the last days; about one in ten has gone quiet.
            quiet = rng.random() < args.quiet
            goal = node("goal", rng.randint(4, 120) if quiet else rng.randint(0, 2), completed=rng.random() < 0.1)
            goals.append(goal)
            for _ in range(rng.randint(1, 4)):
                if len(nodes) >= args.nodes:
                    break
                edge("hasAction", goal, node("action", rng.randint(0, 60), completed=rng.random() < 0.3))
            if rng.random() < 0.4 and len(nodes) < args.nodes:
                edge("blocks", node(rng.choice(["thought", "action", "person"]), rng.randint(0, 60)), goal)
        else:
            node(rng.choice(OTHER_TYPES), rng.randint(0, 120))
    # Fill up to ~3 edges per node with edges of every other type, between random nodes.
    while len(edges) < 3 * len(nodes):
        a, b = rng.choice(nodes), rng.choice(nodes)
        edge(rng.choice(EDGE_TYPES), a, b)

    with open(args.out, "w", encoding="utf-8") as out:
        json.dump({"nodes": nodes, "edges": edges}, out)

    if args.taskwarrior:
        by_id = {n["id"]: n for n in nodes}
        depends, project = {}, {}
        for e in edges:
            if e["edgeType"] == "blocks":
                depends.setdefault(e["targetId"], []).append(e["sourceId"])
            elif e["edgeType"] == "hasAction":
                project[e["targetId"]] = by_id[e["sourceId"]]["content"][:20].replace(" ", "_")
        tasks = []
        for n in nodes:
            task = {"uuid": n["id"], "description": n["content"],
                    "entry": tw_time(datetime.datetime.fromisoformat(n["createdAt"].replace("Z", "+00:00"))),
                    "modified": tw_time(datetime.datetime.fromisoformat(n["lastAccessedAt"].replace("Z", "+00:00"))),
                    "status": "completed" if n["completedAt"] else "pending"}
            if n["completedAt"]:
                task["end"] = task["modified"]
            if n["id"] in project:
                task["project"] = project[n["id"]]
            if n["id"] in depends:
                task["depends"] = depends[n["id"]]
            tasks.append(task)
        with open(args.taskwarrior, "w", encoding="utf-8") as out:
            json.dump(tasks, out)


if __name__ == "__main__":
    main()
