#!/usr/bin/env python3
"""Validates blind set 6. Exit status 1 on any failure.

Checks: every line of both .jsonl files is JSON with exactly the fields id, question,
expected, lang, note; ids unique and in order (B6-001..B6-080, B6-OOL-001..B6-OOL-012);
every expected entry names an existing act file and an existing `### Section N` heading
(criminal-code: not the `### Act Section` headings) or schedule-paragraph label in it;
answerable items are exactly the seeded sample ranks kept by build_sets (rank order) with the
cycled language assignment; language counts (20 each of ha/yo/ig/pcm answerable, 3 each
out-of-library); out-of-library items have expected == []; no question shares a run of 5+
consecutive lowercase [a-z0-9] tokens with the text of its expected provision; reports how
many ha/yo/ig questions use the language's special letters (all must).
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sample_sections as S  # noqa: E402
import build_sets as B  # noqa: E402

FAIL = []
FIELDS = {"id", "question", "expected", "lang", "note"}
LANGS = {"ha", "yo", "ig", "pcm"}


def fail(msg):
    FAIL.append(msg)
    print("FAIL:", msg)


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                fail(f"{name}:{n} not JSON: {e}")
                continue
            if not isinstance(r, dict) or set(r) != FIELDS:
                fail(f"{name}:{n} fields {sorted(r) if isinstance(r, dict) else r}")
                continue
            for k, t in (("id", str), ("question", str), ("expected", list), ("lang", str), ("note", str)):
                if not isinstance(r[k], t):
                    fail(f"{name}:{n} field {k} is not {t.__name__}")
            if r["lang"] not in LANGS:
                fail(f"{name}:{n} bad lang {r['lang']}")
            if not r["question"].strip() or not r["note"].strip():
                fail(f"{name}:{n} empty question or note")
            rows.append(r)
    return rows


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def longest_shared_run(q, text):
    qw, tw = words(q), words(text)
    best = 0
    for n in range(1, len(qw) + 1):
        grams = {tuple(tw[i:i + n]) for i in range(len(tw) - n + 1)}
        if any(tuple(qw[i:i + n]) in grams for i in range(len(qw) - n + 1)):
            best = n
        else:
            break
    return best


def main():
    blind = load("chat-eval-blind6.jsonl")
    ool = load("out-of-library.jsonl")
    ids = [r["id"] for r in blind + ool]
    dup = [k for k, v in collections.Counter(ids).items() if v > 1]
    if dup:
        fail(f"duplicate ids {dup}")
    if [r["id"] for r in blind] != [f"B6-{i:03d}" for i in range(1, len(blind) + 1)]:
        fail("answerable ids are not B6-001.. in order")
    if [r["id"] for r in ool] != [f"B6-OOL-{i:03d}" for i in range(1, len(ool) + 1)]:
        fail("out-of-library ids are not B6-OOL-001.. in order")
    P = S.provisions()
    maxrun = 0
    for r in blind:
        if not r["expected"]:
            fail(f"{r['id']} has no expected provision")
        for e in r["expected"]:
            if not isinstance(e, dict) or set(e) != {"act", "section"}:
                fail(f"{r['id']} bad expected entry {e}")
            elif e["act"] not in P:
                fail(f"{r['id']} unknown act {e['act']}")
            elif e["section"] not in P[e["act"]]:
                fail(f"{r['id']} {e['act']} has no section or schedule paragraph '{e['section']}'")
            else:
                run = longest_shared_run(r["question"], P[e["act"]][e["section"]])
                maxrun = max(maxrun, run)
                if run >= 5:
                    fail(f"{r['id']} shares a {run}-word run with {e['act']} {e['section']}")
    for r in ool:
        if r["expected"] != []:
            fail(f"{r['id']} out-of-library item must have expected []")
    if len(blind) != 80 or len(ool) != 12:
        fail(f"counts {len(blind)}/{len(ool)} != 80/12")
    cb = collections.Counter(r["lang"] for r in blind)
    co = collections.Counter(r["lang"] for r in ool)
    if dict(cb) != {l: 20 for l in LANGS}:
        fail(f"answerable language counts {dict(cb)}")
    if dict(co) != {l: 3 for l in LANGS}:
        fail(f"out-of-library language counts {dict(co)}")
    # re-run the fixed procedure: seeded sample, kept ranks, cycled languages
    s, ranks = B.kept()
    lang = B.languages(s, ranks)
    want = [(s[r - 1][0], s[r - 1][1], lang[r]) for r in ranks]
    got = [(r["expected"][0]["act"], r["expected"][0]["section"], r["lang"]) for r in blind if r["expected"]]
    if got != want:
        fail("answerable items do not match the seeded sample ranks and language assignment")
    special = {"ha": "ɓɗƙƴƁƊƘƳ", "yo": "ẹọṣẸỌṢ\u0300\u0301\u0323àáèéìíòóùúńǹ", "ig": "ịọụṅỊỌỤṄ"}
    for lg, chars in special.items():
        rows = [r for r in blind + ool if r["lang"] == lg]
        marked = sum(any(c in r["question"] for c in chars) for r in rows)
        print(f"{lg}: {marked}/{len(rows)} questions use the special letters")
        if marked != len(rows):
            fail(f"{lg}: {len(rows) - marked} question(s) without special letters")
    print("answerable:", len(blind), dict(sorted(cb.items())))
    print("out-of-library:", len(ool), dict(sorted(co.items())))
    print("per act:", dict(sorted(collections.Counter(g[0] for g in got).items())))
    print("per act x lang:")
    for act, n in sorted(collections.Counter(g[0] for g in got).items()):
        print(f"  {act:17s}", dict(sorted(collections.Counter(g[2] for g in got if g[0] == act).items())))
    print("schedule paragraphs:", sum(", Paragraph " in g[1] for g in got))
    print("longest shared word run with expected text:", maxrun)
    print("OK" if not FAIL else f"{len(FAIL)} failure(s)")
    sys.exit(1 if FAIL else 0)


if __name__ == "__main__":
    main()
