#!/usr/bin/env python3
"""Fixed pseudo-random section sampler for blind set 4 (seed string "20261129-4").

Reads only /work/shared/data/laws/*.md. Procedure:
 1. Parse every `### Section N` heading (criminal-code: only the Code's `### Section N`,
    not the `### Act Section N` headings). A section's text runs to the next heading
    (`#`, `##` or `###`).
 2. Eligible = body text of at least 250 characters after removing the heading line,
    "[Editorial note ...]" lines and "[text incomplete in source]" lines, AND not a
    short-title / citation / commencement / interpretation / definitions / repeal /
    savings / transitional section (by heading title, or by the body starting with
    "This Act may be cited" or containing "In this Act" + "unless the context").
 3. Quotas (120 in all): proportional to file size in characters, floor 4 per act,
    largest-remainder rounding.
 4. For each act in alphabetical order of slug, the eligible section list (file order) is
    shuffled with random.Random("20261129-4:" + slug); the first 2 x quota are the ranked
    candidates. The writer takes candidates in rank order and skips those no citizen
    would ask about (skips and reasons are recorded in build_sets.py), until the quota
    is met.
 5. Languages: the list [en]*24 + [pcm]*12 + [ha]*28 + [yo]*28 + [ig]*28 (exactly 120
    slots) is shuffled with random.Random("20261129-4:lang") and assigned in order to the
    120 kept items, ordered by act (alphabetical) and then rank.
Output: candidates.tsv (act, rank, section, chars, title, first words) and quotas on stdout.
"""
import os, re, random, json, sys

SEED = "20261129-4"
LAWS = "/work/shared/data/laws"
HERE = os.path.dirname(os.path.abspath(__file__))
TOTAL = 120
FLOOR = 4
MINCHARS = 250
HEAD = re.compile(r"^### Section ([0-9]+[A-Z]*)(?::\s*(.*))?\s*$")
ANYHEAD = re.compile(r"^#{1,3} ")
EXCL_TITLE = re.compile(r"short title|citation|commencement|interpretation|definition|repeal|saving|transitional", re.I)


def parse(slug):
    """Return list of (section, title, body) in file order."""
    out, cur = [], None
    with open(os.path.join(LAWS, slug + ".md"), encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if ANYHEAD.match(line):
                if cur:
                    out.append(cur)
                    cur = None
                m = HEAD.match(line)
                if m:
                    cur = [m.group(1), (m.group(2) or "").strip(), []]
                continue
            if cur is not None:
                cur[2].append(line)
    if cur:
        out.append(cur)
    res = []
    for sec, title, lines in out:
        body = "\n".join(l for l in lines
                         if not l.strip().startswith("[Editorial note")
                         and l.strip() != "[text incomplete in source]").strip()
        res.append((sec, title, body))
    return res


def eligible(title, body):
    if len(body) < MINCHARS:
        return False
    if title and EXCL_TITLE.search(title):
        return False
    flat = re.sub(r"\s+", " ", body)
    if re.match(r"\(?1?\)?\s*This Act may be cited", flat):
        return False
    if "In this Act" in flat[:200] and "unless the context" in flat[:300]:
        return False
    return True


def slugs():
    return sorted(f[:-3] for f in os.listdir(LAWS) if f.endswith(".md"))


def quotas():
    sizes = {s: os.path.getsize(os.path.join(LAWS, s + ".md")) for s in slugs()}
    q = {s: FLOOR for s in sizes}
    # proportional share for acts above the floor, iterate until stable
    fixed = set()
    while True:
        free = [s for s in sizes if s not in fixed]
        left = TOTAL - FLOOR * len(fixed)
        tot = sum(sizes[s] for s in free)
        raw = {s: left * sizes[s] / tot for s in free}
        low = [s for s in free if raw[s] < FLOOR]
        if not low:
            break
        fixed.update(low)
    base = {s: int(raw[s]) for s in free}
    rem = left - sum(base.values())
    for s in sorted(free, key=lambda s: -(raw[s] - base[s]))[:rem]:
        base[s] += 1
    q.update(base)
    assert sum(q.values()) == TOTAL
    return q


def candidates():
    q = quotas()
    cands = {}
    for slug in slugs():
        secs = [(s, t, b) for s, t, b in parse(slug) if eligible(t, b)]
        rng = random.Random(f"{SEED}:{slug}")
        rng.shuffle(secs)
        cands[slug] = secs[: 2 * q[slug]]
    return q, cands


def languages():
    langs = ["en"] * 24 + ["pcm"] * 12 + ["ha"] * 28 + ["yo"] * 28 + ["ig"] * 28
    random.Random(f"{SEED}:lang").shuffle(langs)
    return langs


if __name__ == "__main__":
    q, cands = candidates()
    print(json.dumps(q, indent=1))
    with open(os.path.join(HERE, "candidates.tsv"), "w", encoding="utf-8") as fh:
        fh.write("act\trank\tsection\tchars\ttitle\tstart\n")
        for slug in slugs():
            for i, (s, t, b) in enumerate(cands[slug], 1):
                start = re.sub(r"\s+", " ", b)[:100]
                fh.write(f"{slug}\t{i}\t{s}\t{len(b)}\t{t}\t{start}\n")
    print("eligible counts:", {s: sum(eligible(t, b) for _, t, b in parse(s)) for s in slugs()})
