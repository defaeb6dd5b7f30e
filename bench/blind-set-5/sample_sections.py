#!/usr/bin/env python3
"""Fixed pseudo-random section and schedule-paragraph sampler for blind set 5 (seed string "20261129-5").

Reads only /work/shared/data/laws/*.md. Procedure:
 1. Parse every `### Section N` heading (criminal-code: only the Code's `### Section N`,
    not the `### Act Section N` headings). A section's text runs to the next heading
    (`#`, `##` or `###`).
 2. Eligible = body text of at least 250 characters after removing the heading line,
    "[Editorial note ...]" lines and "[text incomplete in source]" lines, AND not a
    short-title / citation / commencement / interpretation / definitions / repeal /
    savings / transitional section (by heading title, or by the body starting with
    "This Act may be cited" or containing "In this Act" + "unless the context").
 3. Quotas (60 in all): proportional to file size in characters, floor 2 per act,
    largest-remainder rounding.
 4. For each act in alphabetical order of slug, the eligible section list (file order) is
    shuffled with random.Random("20261129-5:" + slug); the first 2 x quota are the ranked
    candidates. The writer takes candidates in rank order and skips those no citizen
    would ask about (skips and reasons are recorded in build_sets.py), until the quota
    is met.
 5. Languages: the list [en]*24 + [pcm]*9 + [ha]*9 + [yo]*9 + [ig]*9 (exactly 60
    slots) is shuffled with random.Random("20261129-5:lang") and assigned in order to the
    60 kept items, ordered by act (alphabetical) and then rank.
Schedule paragraphs (30 items, new in set 5):
 S1. Parse every `### Paragraph N` heading that sits under a `## ... SCHEDULE` heading
    (a `##` heading containing "SCHEDULE" and not starting with "PART"; a later `## PART ...`
    heading sets the Part; any other `##` heading ends the schedule). A paragraph's text is
    its heading title (the words after "Paragraph N:", which in these files is often the
    paragraph's own first line) plus the lines up to the next heading, without
    "[Editorial note ...]" lines, "[text incomplete in source]" lines and the constitution's
    page-header lines ("<page>\tThe Constitution of ...").
 S2. Eligible = at least 150 characters of text and not in FORMS_TABLES_PLACES (forms,
    tables of figures and lists of place names; listed below with reasons).
 S3. Label: "<Ordinal> Schedule[, Part <roman>], Paragraph N", the schedule heading in
    title case ("FIRST SCHEDULE" -> "First Schedule", "SCHEDULE" -> "Schedule") and the
    Part's roman numeral taken from its `## PART <roman>` heading.
 S4. All eligible paragraphs of all acts (acts alphabetical, file order) are shuffled with
    random.Random("20261129-5:schedules"); the writer takes them in that order, skipping
    only ones no citizen would plausibly ask about (skips recorded in build_sets.py), until
    30 are kept.
 S5. Languages: [en]*12 + [pcm]*6 + [ha]*4 + [yo]*4 + [ig]*4 shuffled with
    random.Random("20261129-5:schedule-lang"), assigned in order to the 30 kept paragraphs
    in rank order.
Output: candidates.tsv (act, rank, section, chars, title, first words),
schedule_candidates.tsv (rank, act, label, chars, first words; first 60 ranks) and quotas
on stdout.
"""
import os, re, random, json, sys

SEED = "20261129-5"
LAWS = "/work/shared/data/laws"
HERE = os.path.dirname(os.path.abspath(__file__))
TOTAL = 60
FLOOR = 2
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
    langs = ["en"] * 24 + ["pcm"] * 9 + ["ha"] * 9 + ["yo"] * 9 + ["ig"] * 9
    random.Random(f"{SEED}:lang").shuffle(langs)
    return langs


# ---------------------------------------------------------------- schedule paragraphs
SCHED_TOTAL = 30
SCHED_MINCHARS = 150
PARA = re.compile(r"^### Paragraph ([0-9]+[A-Z]*)(?::\s*(.*))?\s*$")
H2 = re.compile(r"^## (.*?)\s*$")
PAGEHEAD = re.compile(r"^[0-9]+\tThe Constitution of the Federal Republic")
ORD = {w.upper(): w for w in ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh",
                               "Eighth", "Ninth", "Tenth", "Eleventh", "Twelfth"]}
# (act, schedule label, part or None, paragraph numbers or None for all) -> reason
FORMS_TABLES_PLACES = [
    ("cama", "First Schedule", "I", [str(n) for n in range(13, 23)],
     "balance-sheet and profit-and-loss account Formats (a form/table of line items)"),
    ("cama", "Ninth Schedule", None, None,
     "form of annual return of a company limited by guarantee (blanks to fill in)"),
    ("constitution", "First Schedule", "II", None,
     "boundary of the FCT and the list of Area Councils (place names)"),
    ("efcc-act", "Schedule", None, None,
     "asset declaration form (blanks to fill in)"),
]


def sched_label(heading):
    h = re.sub(r"\s+", " ", heading.strip()).upper()
    if h == "SCHEDULE":
        return "Schedule"
    m = re.match(r"^([A-Z]+) SCHEDULE$", h)
    if m and m.group(1) in ORD:
        return ORD[m.group(1)] + " Schedule"
    return None  # "SCHEDULES", "SCHEDULE TO THE ... BILL": no paragraphs of their own


def parse_schedules(slug):
    """Return list of (schedule label, part roman or None, paragraph, title, text) in file order."""
    out, cur, sched, part = [], None, None, None
    with open(os.path.join(LAWS, slug + ".md"), encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if ANYHEAD.match(line):
                if cur:
                    out.append(cur)
                    cur = None
                m = H2.match(line)
                if m:
                    h = m.group(1)
                    if "SCHEDULE" in h.upper() and not h.upper().startswith("PART"):
                        sched, part = sched_label(h), None
                    elif h.upper().startswith("PART") and sched:
                        pm = re.match(r"^PART\s+([IVXL]+)\b", h.upper())
                        part = pm.group(1) if pm else None
                    else:
                        sched, part = None, None
                    continue
                m = PARA.match(line)
                if m and sched:
                    cur = [sched, part, m.group(1), (m.group(2) or "").strip(), []]
                continue
            if cur is not None:
                cur[4].append(line)
    if cur:
        out.append(cur)
    res = []
    for sched, part, num, title, lines in out:
        body = "\n".join(l for l in lines
                         if not l.strip().startswith("[Editorial note")
                         and not l.strip().startswith("> [Editorial note")
                         and l.strip() != "[text incomplete in source]"
                         and not PAGEHEAD.match(l)).strip()
        text = (title + "\n" + body).strip() if title else body
        res.append((sched, part, num, title, text))
    return res


def para_label(sched, part, num):
    return f"{sched}, Part {part}, Paragraph {num}" if part else f"{sched}, Paragraph {num}"


def excluded(slug, sched, part, num):
    for a, s, p, nums, _ in FORMS_TABLES_PLACES:
        if a == slug and s == sched and (p is None or p == part) and (nums is None or num in nums):
            return True
    return False


def schedule_paragraphs():
    """All eligible schedule paragraphs: list of (act, label, text), acts alphabetical, file order."""
    out = []
    for slug in slugs():
        for sched, part, num, title, text in parse_schedules(slug):
            if len(text) >= SCHED_MINCHARS and not excluded(slug, sched, part, num):
                out.append((slug, para_label(sched, part, num), text))
    return out


def schedule_candidates():
    paras = schedule_paragraphs()
    random.Random(f"{SEED}:schedules").shuffle(paras)
    return paras


def schedule_languages():
    langs = ["en"] * 12 + ["pcm"] * 6 + ["ha"] * 4 + ["yo"] * 4 + ["ig"] * 4
    random.Random(f"{SEED}:schedule-lang").shuffle(langs)
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
    sc = schedule_candidates()
    print("eligible schedule paragraphs:", len(sc))
    with open(os.path.join(HERE, "schedule_candidates.tsv"), "w", encoding="utf-8") as fh:
        fh.write("rank\tact\tsection\tchars\tstart\n")
        for i, (a, lab, t) in enumerate(sc[:60], 1):
            start = re.sub(r"\s+", " ", t)[:100]
            fh.write(f"{i}\t{a}\t{lab}\t{len(t)}\t{start}\n")
