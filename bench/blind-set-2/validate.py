#!/usr/bin/env python3
"""Validates blind set 2. Exit status 1 on any failure.

Checks: every line is JSON with the required fields; ids unique across both files; every
expected section exists as a `### Section N` heading (criminal-code: not `### Act Section`)
in laws/<act>.md; language counts; out-of-library items have expected == []; the answerable
items are exactly the sampled sections in order (re-running the fixed procedure); no question
shares a run of 6+ consecutive words with its expected section's text (paraphrase check).
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sample_sections as S  # noqa: E402
import build_sets as B  # noqa: E402

FAIL = []


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
            for k, t in (("id", str), ("question", str), ("expected", list), ("lang", str), ("note", str)):
                if not isinstance(r.get(k), t):
                    fail(f"{name}:{n} field {k} missing or not {t.__name__}")
            if set(r) != {"id", "question", "expected", "lang", "note"}:
                fail(f"{name}:{n} unexpected fields {sorted(r)}")
            rows.append(r)
    return rows


def headings():
    out = {}
    for slug in S.slugs():
        secs = {}
        for sec, title, body in S.parse(slug):
            secs[sec] = body
        out[slug] = secs
    return out


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def longest_shared_run(q, text):
    qw, tw = words(q), words(text)
    grams = set()
    best = 0
    for n in range(3, 12):
        grams = {tuple(tw[i:i + n]) for i in range(len(tw) - n + 1)}
        if any(tuple(qw[i:i + n]) in grams for i in range(len(qw) - n + 1)):
            best = n
        else:
            break
    return best


def main():
    blind = load("chat-eval-blind2.jsonl")
    ool = load("out-of-library.jsonl")
    ids = [r["id"] for r in blind + ool]
    dup = [k for k, v in collections.Counter(ids).items() if v > 1]
    if dup:
        fail(f"duplicate ids {dup}")
    H = headings()
    for r in blind:
        if not r["expected"]:
            fail(f"{r['id']} has no expected section")
        for e in r["expected"]:
            if set(e) != {"act", "section"}:
                fail(f"{r['id']} bad expected entry {e}")
            elif e["act"] not in H:
                fail(f"{r['id']} unknown act {e['act']}")
            elif e["section"] not in H[e["act"]]:
                fail(f"{r['id']} {e['act']} has no '### Section {e['section']}' heading")
        e0 = r["expected"][0]
        run = longest_shared_run(r["question"], H.get(e0["act"], {}).get(e0["section"], ""))
        if run >= 6:
            fail(f"{r['id']} shares a {run}-word run with the statute text")
    for r in ool:
        if r["expected"] != []:
            fail(f"{r['id']} out-of-library item must have expected []")
    want_b = {"en": 75, "pcm": 30, "ha": 15, "yo": 15, "ig": 15}
    want_o = {"en": 25, "pcm": 7, "ha": 3, "yo": 3, "ig": 2}
    cb = dict(collections.Counter(r["lang"] for r in blind))
    co = dict(collections.Counter(r["lang"] for r in ool))
    if cb != want_b:
        fail(f"blind language counts {cb} != {want_b}")
    if co != want_o:
        fail(f"out-of-library language counts {co} != {want_o}")
    if len(blind) != 150 or len(ool) != 40:
        fail(f"counts {len(blind)}/{len(ool)} != 150/40")
    # the answerable items must be exactly the sampled sections, in order, with sampled languages
    q, cands, kept = B.kept_ranks()
    langs = S.languages()
    sampled = [(slug, cands[slug][r - 1][0]) for slug in S.slugs() for r in kept[slug]]
    got = [(r["expected"][0]["act"], r["expected"][0]["section"]) for r in blind]
    if got != sampled:
        fail("answerable items do not match the sampled sections")
    if [r["lang"] for r in blind] != langs:
        fail("languages do not match the seeded language slots")
    per_act = collections.Counter(a for a, _ in got)
    if dict(per_act) != q:
        fail(f"per-act counts {dict(per_act)} != quotas {q}")
    print("blind languages:", cb)
    print("out-of-library languages:", co, "near misses:", sum(r["note"].startswith("near miss") for r in ool))
    print("per act:", dict(sorted(per_act.items())))
    print("items with 2+ expected sections:", sum(len(r["expected"]) > 1 for r in blind))
    print("OK" if not FAIL else f"{len(FAIL)} failure(s)")
    sys.exit(1 if FAIL else 0)


if __name__ == "__main__":
    main()
