#!/usr/bin/env python3
"""Fixed pseudo-random provision sampler for blind set 6 (seed 6).

Reads only /work/shared/data/laws/*.md. Parsing is copied from blind set 5's sampler:
 - Numbered sections: every `### Section N[: title]` heading. In criminal-code the 8
   `### Act Section N` headings (the Criminal Code Act's enacting sections 1-8, printed
   before the Code) do not match this pattern and so are excluded. A section's text runs
   to the next `#`, `##` or `###` heading.
 - Schedule paragraphs: every `### Paragraph N[: title]` under a `## ... SCHEDULE` heading
   (a `##` heading containing "SCHEDULE", not starting with "PART"; a later `## PART <roman>`
   heading sets the Part; any other `##` heading closes the schedule). Text = heading title
   plus the lines up to the next heading. Label: "<Ordinal> Schedule[, Part <roman>],
   Paragraph N" (e.g. "Second Schedule, Part I, Paragraph 32").
 - "[Editorial note ...]" lines, "[text incomplete in source]" lines and the constitution's
   page-header lines are dropped before measuring.
Eligibility: at least 200 characters of text. No other filter (no title filter, no
form/table exclusion): every provision of every act counts equally.
Sampling: the pool (acts alphabetical, then sections in file order, then that act's schedule
paragraphs in file order) is sampled with random.Random(6).sample(pool, 90). The sample
order is the rank order; the writer takes ranks in order, skipping only provisions whose
text is too garbled to ask about, until 80 are kept.
Output: candidates.tsv (rank, act, section, kind, chars, heading, first words).
"""
import os, re, random

SEED = 6
N = 90
MINCHARS = 200
LAWS = "/work/shared/data/laws"
HERE = os.path.dirname(os.path.abspath(__file__))
HEAD = re.compile(r"^### Section ([0-9]+[A-Z]*)(?::\s*(.*))?\s*$")
PARA = re.compile(r"^### Paragraph ([0-9]+[A-Z]*)(?::\s*(.*))?\s*$")
ANYHEAD = re.compile(r"^#{1,3} ")
H2 = re.compile(r"^## (.*?)\s*$")
PAGEHEAD = re.compile(r"^[0-9]+\tThe Constitution of the Federal Republic")
ORD = {w.upper(): w for w in ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh",
                               "Eighth", "Ninth", "Tenth", "Eleventh", "Twelfth"]}


def slugs():
    return sorted(f[:-3] for f in os.listdir(LAWS) if f.endswith(".md"))


def clean(lines):
    return "\n".join(l for l in lines
                     if not l.strip().startswith("[Editorial note")
                     and not l.strip().startswith("> [Editorial note")
                     and l.strip() != "[text incomplete in source]"
                     and not PAGEHEAD.match(l)).strip()


def parse(slug):
    """Numbered sections: list of (section, title, body) in file order."""
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
    return [(s, t, clean(ls)) for s, t, ls in out]


def sched_label(heading):
    h = re.sub(r"\s+", " ", heading.strip()).upper()
    if h == "SCHEDULE":
        return "Schedule"
    m = re.match(r"^([A-Z]+) SCHEDULE$", h)
    if m and m.group(1) in ORD:
        return ORD[m.group(1)] + " Schedule"
    return None


def parse_schedules(slug):
    """Schedule paragraphs: list of (label, title, text) in file order."""
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
        body = clean(lines)
        text = (title + "\n" + body).strip() if title else body
        res.append((para_label(sched, part, num), title, text))
    return res


def para_label(sched, part, num):
    return f"{sched}, Part {part}, Paragraph {num}" if part else f"{sched}, Paragraph {num}"


def provisions():
    """All provisions (eligible or not): dict act -> {label: text}."""
    out = {}
    for slug in slugs():
        d = {s: b for s, _, b in parse(slug)}
        for lab, _, text in parse_schedules(slug):
            d[lab] = text
        out[slug] = d
    return out


def pool():
    p = []
    for slug in slugs():
        for s, t, b in parse(slug):
            if len(b) >= MINCHARS:
                p.append((slug, s, "section", t, b))
        for lab, t, text in parse_schedules(slug):
            if len(text) >= MINCHARS:
                p.append((slug, lab, "schedule", t, text))
    return p


def sample():
    return random.Random(SEED).sample(pool(), N)


if __name__ == "__main__":
    p = pool()
    import collections
    print("pool size:", len(p))
    print("pool by act:", dict(collections.Counter(a for a, *_ in p)))
    print("pool by kind:", dict(collections.Counter(k for _, _, k, _, _ in p)))
    s = sample()
    print("sample by act:", dict(collections.Counter(a for a, *_ in s)))
    print("sample by kind:", dict(collections.Counter(k for _, _, k, _, _ in s)))
    with open(os.path.join(HERE, "candidates.tsv"), "w", encoding="utf-8") as fh:
        fh.write("rank\tact\tsection\tkind\tchars\theading\tstart\n")
        for i, (a, lab, kind, t, text) in enumerate(s, 1):
            start = re.sub(r"\s+", " ", text)[:100]
            t = re.sub(r"\s+", " ", t)
            fh.write(f"{i}\t{a}\t{lab}\t{kind}\t{len(text)}\t{t}\t{start}\n")
