#!/usr/bin/env python3
"""Validates factcheck-eval-blind10.jsonl and out-of-store10.jsonl. Run from the repo root:
    python3 bench/factcheck-blind-set-10/validate.py
Exit code 0 = all checks pass. Also prints the counts used in README.md.
"""
import collections
import hashlib
import importlib.util
import json
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

# The Nigeria pool is empty (blind-9 took its last 7 records); the Africa pool fills all 78
# non-COVID records.
POOL_TAKE = {'africa': 78, 'covid': 42}
N_ITEMS, N_HARD, N_STANDARD, N_PCM = 120, 60, 60, 20
N_OOS, MIN_NEAR_MISS = 50, 25
OOS_TOPICS = {'politics', 'health', 'money', 'security', 'tech', 'religion', 'sport'}
# An out-of-store query whose content words are covered at least this much by one store claim is
# an error unless it is listed in OOS_REVIEWED with the reason it is still not checked there.
OOS_OVERLAP_LIMIT = 0.6
OOS_REVIEWED = {
}
# Function words (English and Pidgin) ignored by the out-of-store overlap check.
STOP = set("""the a an of to in on and or for is are was were be been has have had that this with by
as at from it its not no all any every his her their our your you they them will would can could
should may might into over under after before about than then there here what which who whom whose
why how when where dey don say wey una make go get dem fit wan sef abi na true also just now new next
year month week day per""".split())

errors = []


def err(msg: str) -> None:
    errors.append(msg)


def words(text: str) -> list:
    text = unicodedata.normalize('NFKD', text.lower())
    text = ''.join(c for c in text if not unicodedata.combining(c))
    return re.findall(r'[a-z0-9]+', text)


def content(text: str) -> set:
    return {w for w in words(text) if len(w) >= 3 and w not in STOP}


def load_jsonl(name: str) -> list:
    with open(os.path.join(HERE, name), encoding='utf-8') as f:
        return [json.loads(line) for line in f if line.strip()]


def load_module(name: str, file: str):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def url_list(name: str) -> list:
    with open(os.path.join(HERE, name), encoding='utf-8') as f:
        return [line.strip() for line in f if line.strip()]


build_set = load_module('build_set', 'build-set.py')
build_oos = load_module('build_oos', 'build-out-of-store.py')
SKIPPED = build_set.SKIPPED

store = [json.loads(line) for line in open(STORE, encoding='utf-8') if line.strip()]
claims_by_url = collections.defaultdict(list)
for r in store:
    claims_by_url[r['source_url']].append(r['claim'])
# URLs used by blind sets 1-9: the sampler's input, never sampled, never expected.
before = url_list('exclude-urls-before10.txt')
exclude = set(before)
# URLs used by blind sets 1-10: input for the next set.
exclude_all = url_list('exclude-urls.txt')
sample = load_jsonl('sample.jsonl')
items = load_jsonl('factcheck-eval-blind10.jsonl')
oos = load_jsonl('out-of-store10.jsonl')

# ---- exclude lists ----
if len(before) != len(exclude) or before != sorted(before):
    err('exclude-urls-before10.txt is not sorted and unique')
if len(exclude_all) != len(set(exclude_all)) or exclude_all != sorted(exclude_all):
    err('exclude-urls.txt is not sorted and unique')
used10 = {r['source_url'] for r in sample} | {u for i in items for u in i['expected_urls']}
if set(exclude_all) != exclude | used10:
    err('exclude-urls.txt is not exclude-urls-before10.txt plus every URL sampled or expected here')
for u in exclude_all:
    if u not in claims_by_url:
        err(f'exclude-urls.txt URL not in store: {u}')

# ---- sample ----
pools = collections.Counter(r['pool'] for r in sample)
if pools != POOL_TAKE:
    err(f'sample pools {dict(pools)}')
for r in sample:
    if r['source_url'] in exclude:
        err(f"sample rank {r['pool']} {r['rank']}: URL is in exclude-urls-before10.txt")
kept = [(n, r) for n, r in enumerate(sample, 1) if n not in SKIPPED]

# ---- in-store items ----
ids = [i['id'] for i in items] + [o['id'] for o in oos]
if len(ids) != len(set(ids)):
    err('ids are not unique')
if len(items) != len(kept):
    err(f'{len(items)} items but {len(kept)} kept sample records')
if len(items) != N_ITEMS:
    err(f'{len(items)} items (need {N_ITEMS})')

ITEM_KEYS = ['id', 'query', 'expected_urls', 'target_claim', 'lang', 'tier']
pool_of = {}
for k, (item, (n, rec)) in enumerate(zip(items, kept), 1):
    iid = item['id']
    pool_of[iid] = rec['pool']
    if list(item) != ITEM_KEYS:
        err(f'{iid}: keys {list(item)}')
    if iid != f'b10-{k:03d}':
        err(f'{iid}: id out of order')
    if item['lang'] not in ('en', 'pcm') or item['tier'] not in ('standard', 'hard'):
        err(f'{iid}: bad lang/tier')
    if item['lang'] == 'pcm' and item['tier'] != 'hard':
        err(f'{iid}: Pidgin items are hard by definition')
    urls = item['expected_urls']
    if urls[0] != rec['source_url'] or item['target_claim'] != rec['claim']:
        err(f'{iid}: first URL/target claim do not match sample line {n}')
    if item['target_claim'] not in claims_by_url.get(urls[0], []):
        err(f'{iid}: target claim not on its URL in the store')
    if len(urls) != len(set(urls)):
        err(f'{iid}: repeated URL')
    for u in urls:
        if u not in claims_by_url:
            err(f'{iid}: URL not in store: {u}')
        if u in exclude:
            err(f'{iid}: URL used by an earlier set: {u}')
    q, c = item['query'], item['target_claim']
    qw, cw = words(q), set(words(c))
    if q.lower() in c.lower():
        err(f'{iid}: query is a substring of the claim')
    if all(w in cw for w in qw):
        err(f'{iid}: query uses only the claim\'s words')
    if item['tier'] == 'standard':
        if len(q) >= len(c):
            err(f'{iid}: standard query is not shorter than the claim')
        if not 4 <= len(qw) <= 12:
            err(f'{iid}: standard query has {len(qw)} words')
    elif not 4 <= len(qw) <= 16:
        err(f'{iid}: hard query has {len(qw)} words')

tiers = collections.Counter(i['tier'] for i in items)
langs = collections.Counter(i['lang'] for i in items)
if tiers['hard'] != N_HARD or tiers['standard'] != N_STANDARD:
    err(f'tiers {dict(tiers)} (need hard {N_HARD}, standard {N_STANDARD})')
if langs['pcm'] != N_PCM:
    err(f"{langs['pcm']} Pidgin items (need {N_PCM})")
hard_share = tiers['hard'] / len(items)

# ---- out-of-store ----
OOS_KEYS = ['id', 'query', 'lang', 'topic']
if len(oos) != N_OOS:
    err(f'{len(oos)} out-of-store queries (need {N_OOS})')
rumours = build_oos.RUMOURS
if [r[0] for r in rumours] != [o['query'] for o in oos]:
    err('out-of-store10.jsonl does not match build-out-of-store.py')
near = [o['id'] for o, r in zip(oos, rumours) if r[4].startswith('near miss')]
if len(near) < MIN_NEAR_MISS:
    err(f'only {len(near)} near misses (need {MIN_NEAR_MISS})')
store_claims = {x['claim'].lower() for x in store}
for o in oos:
    if o['query'].lower() in store_claims:
        err(f"{o['id']}: query equals a store claim")
store_content = [(content(r['claim']), r) for r in store]
in_store_queries = {i['query'].lower() for i in items}
overlaps = []
for k, o in enumerate(oos, 1):
    oid = o['id']
    if list(o) != OOS_KEYS:
        err(f'{oid}: keys {list(o)}')
    if oid != f'oos10-{k:02d}':
        err(f'{oid}: id out of order')
    if o['lang'] not in ('en', 'pcm'):
        err(f'{oid}: bad lang')
    if o['topic'] not in OOS_TOPICS:
        err(f"{oid}: topic {o['topic']!r}")
    if o['query'].lower() in in_store_queries:
        err(f'{oid}: same text as an in-store query')
    q = content(o['query'])
    best, best_claim = 0.0, ''
    for c, r in store_content:
        share = len(q & c) / len(q)
        if share > best:
            best, best_claim = share, r['claim']
    overlaps.append((best, oid))
    if best >= OOS_OVERLAP_LIMIT and oid not in OOS_REVIEWED:
        err(f'{oid}: {best:.0%} of its words are in store claim {best_claim[:80]!r}; review it')
for oid in OOS_REVIEWED:
    if oid not in {o['id'] for o in oos}:
        err(f'OOS_REVIEWED names unknown id {oid}')
# No out-of-store rumour may repeat one of blind-9's (when that folder is present). Blind-8's file
# is not read: the blind-10 brief allowed only blind-9's procedure files.
for prev in ('9',):
    path = os.path.join(HERE, '..', f'factcheck-blind-set-{prev}', 'build-out-of-store.py')
    if not os.path.exists(path):
        continue
    spec = importlib.util.spec_from_file_location(f'b{prev}_oos', path)
    prev_oos = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(prev_oos)
    prev_texts = {r[0].lower() for r in prev_oos.RUMOURS}
    for o in oos:
        if o['query'].lower() in prev_texts:
            err(f"{o['id']}: repeats a blind-{prev} out-of-store rumour")

if errors:
    print('\n'.join(errors))
    sys.exit(1)

# ---- counts for the README ----
print(f'sample: {len(sample)} records ({dict(pools)}), skipped {sorted(SKIPPED)}')
print('in-store items:', len(items), f'| hard {tiers["hard"]} ({hard_share:.1%}), standard {tiers["standard"]}')
table = collections.Counter((pool_of[i['id']], i['tier'], i['lang']) for i in items)
for p in ('nigeria', 'africa', 'covid'):
    st = sum(v for (pp, t, _), v in table.items() if pp == p and t == 'standard')
    hd = sum(v for (pp, t, _), v in table.items() if pp == p and t == 'hard')
    pc = sum(v for (pp, _, lang), v in table.items() if pp == p and lang == 'pcm')
    print(f'  {p}: standard {st}, hard {hd}, total {st + hd}, pcm {pc}')
print('  languages:', dict(langs))
n_dup = [i for i in items if len(i['expected_urls']) > 1]
print('items with duplicates:', len(n_dup),
      dict(collections.Counter(pool_of[i['id']] for i in n_dup)),
      '| total expected URLs:', sum(len(i['expected_urls']) for i in items),
      '| distinct:', len({u for i in items for u in i['expected_urls']}),
      '| largest lists:', sorted(((len(i['expected_urls']), i['id']) for i in n_dup), reverse=True)[:5])
sw = [len(words(i['query'])) for i in items if i['tier'] == 'standard']
hw = [len(words(i['query'])) for i in items if i['tier'] == 'hard']
print(f'standard words {min(sw)}-{max(sw)} mean {sum(sw)/len(sw):.1f}; '
      f'hard words {min(hw)}-{max(hw)} mean {sum(hw)/len(hw):.1f}')
print('URLs of earlier sets used anywhere: 0')
print(f'exclude-urls-before10.txt {len(before)} URLs; exclude-urls.txt {len(exclude_all)} URLs '
      f'(+{len(exclude_all) - len(before)})')
print('out-of-store:', len(oos), dict(collections.Counter(o['lang'] for o in oos)),
      dict(sorted(collections.Counter(o['topic'] for o in oos).items())),
      f'| near misses {len(near)}')
print('out-of-store max word overlap with a store claim:',
      ' '.join(f'{oid}={b:.2f}' for b, oid in sorted(overlaps, reverse=True)[:6]),
      f'(limit {OOS_OVERLAP_LIMIT}, reviewed: {sorted(OOS_REVIEWED)})')
for name in ('factcheck-eval-blind10.jsonl', 'out-of-store10.jsonl', 'sample.jsonl'):
    with open(os.path.join(HERE, name), 'rb') as f:
        print(hashlib.sha256(f.read()).hexdigest(), name)
print('OK')
