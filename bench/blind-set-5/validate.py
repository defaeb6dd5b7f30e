#!/usr/bin/env python3
"""Validates blind set 5. Exit status 1 on any failure.

Checks: every line is JSON with the required fields; ids unique across both files; every
expected entry exists either as a `### Section N` heading (criminal-code: not `### Act Section`)
or as a schedule paragraph label ("<Ordinal> Schedule[, Part <roman>], Paragraph N", as built
by sample_sections.parse_schedules) in laws/<act>.md; language counts per kind; out-of-library
items have expected == []; the answerable items are exactly the sampled sections and then the
sampled schedule paragraphs, in order, with the seeded languages (re-running the fixed
procedure); schedule items' notes start with "schedule"; ids run B5-001.. and B5-OOL-001..; no question shares a run of 5+ consecutive words with the text of
any of its expected sections (paraphrase check, on lowercase [a-z0-9] tokens, all languages);
most ha/yo/ig questions use the language's special letters and some are typed without them.
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
        for sched, part, num, title, text in S.parse_schedules(slug):
            secs[S.para_label(sched, part, num)] = text
        out[slug] = secs
    return out


def words(s):
    return re.findall(r"[a-z0-9]+", s.lower())


def longest_shared_run(q, text):
    qw, tw = words(q), words(text)
    grams = set()
    best = 0
    for n in range(1, len(qw) + 1):
        grams = {tuple(tw[i:i + n]) for i in range(len(tw) - n + 1)}
        if any(tuple(qw[i:i + n]) in grams for i in range(len(qw) - n + 1)):
            best = n
        else:
            break
    return best


def main():
    blind = load("chat-eval-blind5.jsonl")
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
                fail(f"{r['id']} {e['act']} has no section or schedule paragraph '{e['section']}'")
        for e in r["expected"]:
            run = longest_shared_run(r["question"], H.get(e.get("act"), {}).get(e.get("section"), ""))
            if run >= 5:
                fail(f"{r['id']} shares a {run}-word run with {e.get('act')} s.{e.get('section')}")
    for r in ool:
        if r["expected"] != []:
            fail(f"{r['id']} out-of-library item must have expected []")
    want_b = {"en": 36, "pcm": 15, "ha": 13, "yo": 13, "ig": 13}  # 60 section slots + 30 schedule slots
    want_o = {"en": 3, "pcm": 3, "ha": 3, "yo": 3, "ig": 3}
    cb = dict(collections.Counter(r["lang"] for r in blind))
    co = dict(collections.Counter(r["lang"] for r in ool))
    if cb != want_b:
        fail(f"blind language counts {cb} != {want_b}")
    if co != want_o:
        fail(f"out-of-library language counts {co} != {want_o}")
    if len(blind) != 90 or len(ool) != 15:
        fail(f"counts {len(blind)}/{len(ool)} != 90/15")
    if [r["id"] for r in blind] != [f"B5-{i:03d}" for i in range(1, len(blind) + 1)]:
        fail("answerable ids are not B5-001.. in order")
    if [r["id"] for r in ool] != [f"B5-OOL-{i:03d}" for i in range(1, len(ool) + 1)]:
        fail("out-of-library ids are not B5-OOL-001.. in order")
    near = sum(r["note"].startswith("near miss") for r in ool)
    if not 4 <= near <= 6:
        fail(f"{near} near misses, want about a third of {len(ool)}")
    # orthography mix: most ha/yo/ig answerable questions use the special letters, some do not
    special = {"ha": "ɓɗƙƴƁƊƘ", "yo": "ẹọṣẸỌṢ\u0300\u0301àáèéìíòóùúńǹ", "ig": "ịọụṅỊỌỤṄ"}
    for lang, chars in special.items():
        rows = [r for r in blind if r["lang"] == lang]
        marked = sum(any(c in r["question"] for c in chars) for r in rows)
        print(f"{lang}: {marked}/{len(rows)} answerable questions use special letters")
        if not (len(rows) * 2 // 3 <= marked < len(rows)):
            fail(f"{lang}: {marked}/{len(rows)} marked; want most but not all")
    # the answerable items must be exactly the sampled sections, then the sampled schedule
    # paragraphs, in order, with the seeded languages
    q, cands, kept = B.kept_ranks()
    scands, sranks = B.kept_schedule_ranks()
    langs = S.languages() + S.schedule_languages()  # 60 + 30 slots
    if len(langs) != len(blind):
        fail(f"language lists have {len(langs)} slots for {len(blind)} items")
    sampled = [(slug, cands[slug][r - 1][0]) for slug in S.slugs() for r in kept[slug]]
    sampled += [(scands[r - 1][0], scands[r - 1][1]) for r in sranks]
    got = [(r["expected"][0]["act"], r["expected"][0]["section"]) for r in blind]
    if got != sampled:
        fail("answerable items do not match the sampled sections and schedule paragraphs")
    if [r["lang"] for r in blind] != langs:
        fail("languages do not match the seeded language slots")
    per_act = collections.Counter(a for a, _ in got[:60])
    if dict(per_act) != q:
        fail(f"per-act counts {dict(per_act)} != quotas {q}")
    for n, r in enumerate(blind):
        is_sched = n >= 60
        if is_sched != r["note"].startswith("schedule"):
            fail(f"{r['id']}: note must start with 'schedule' exactly for schedule items")
        if is_sched and ", Paragraph " not in r["expected"][0]["section"]:
            fail(f"{r['id']}: first expected entry is not a schedule paragraph")
        if not is_sched and ", Paragraph " in r["expected"][0]["section"]:
            fail(f"{r['id']}: first expected entry is not a numbered section")
    print("section items per language:", dict(collections.Counter(r["lang"] for r in blind[:60])))
    print("schedule items per language:", dict(collections.Counter(r["lang"] for r in blind[60:])))
    print("blind languages:", cb)
    print("out-of-library languages:", co, "near misses:", sum(r["note"].startswith("near miss") for r in ool))
    print("per act (sections):", dict(sorted(per_act.items())))
    print("schedule items per act:", dict(sorted(collections.Counter(a for a, _ in got[60:]).items())))
    print("items with 2+ expected sections:", sum(len(r["expected"]) > 1 for r in blind))
    print("OK" if not FAIL else f"{len(FAIL)} failure(s)")
    sys.exit(1 if FAIL else 0)


if __name__ == "__main__":
    main()
