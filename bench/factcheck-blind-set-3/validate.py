#!/usr/bin/env python3
"""Validates factcheck-eval-blind3.jsonl and out-of-store3.jsonl. Run from the repo root:
    python3 bench/factcheck-blind-set-3/validate.py
Exit code 0 = all checks pass. Also prints the counts used in README.md.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

errors = []


def err(msg: str) -> None:
    errors.append(msg)


def words(text: str) -> list:
    text = unicodedata.normalize('NFKD', text.lower())
    text = ''.join(c for c in text if not unicodedata.combining(c))
    return re.findall(r'[a-z0-9]+', text)


store = [json.loads(line) for line in open(STORE, encoding='utf-8') if line.strip()]
claims_by_url = collections.defaultdict(list)
for r in store:
    claims_by_url[r['source_url']].append(r['claim'])
exclude = {line.strip() for line in open(os.path.join(HERE, 'exclude-urls.txt'), encoding='utf-8') if line.strip()}
sample = [json.loads(line) for line in open(os.path.join(HERE, 'sample.jsonl'), encoding='utf-8')]

items = [json.loads(line) for line in open(os.path.join(HERE, 'factcheck-eval-blind3.jsonl'), encoding='utf-8')]
oos = [json.loads(line) for line in open(os.path.join(HERE, 'out-of-store3.jsonl'), encoding='utf-8')]

ids = [i['id'] for i in items] + [o['id'] for o in oos]
if len(ids) != len(set(ids)):
    err('ids are not unique')

ITEM_KEYS = ['id', 'query', 'expected_urls', 'target_claim', 'lang', 'tier']
dup_in_exclude = []
for n, (item, rec) in enumerate(zip(items, sample), 1):
    if list(item) != ITEM_KEYS:
        err(f"{item['id']}: keys {list(item)}")
    if item['id'] != f'fb3-{n:03d}':
        err(f"{item['id']}: id out of order")
    if item['lang'] not in ('en', 'pcm') or item['tier'] not in ('standard', 'hard'):
        err(f"{item['id']}: bad lang/tier")
    urls = item['expected_urls']
    if urls[0] != rec['source_url'] or item['target_claim'] != rec['claim']:
        err(f"{item['id']}: first URL/target claim do not match sample rank {n}")
    if item['target_claim'] not in claims_by_url.get(urls[0], []):
        err(f"{item['id']}: target claim not on its URL in the store")
    if len(urls) != len(set(urls)):
        err(f"{item['id']}: repeated URL")
    for u in urls:
        if u not in claims_by_url:
            err(f"{item['id']}: URL not in store: {u}")
    if urls[0] in exclude:
        err(f"{item['id']}: sampled URL is in exclude-urls.txt")
    if any(u in exclude for u in urls[1:]):
        dup_in_exclude.append(item['id'])
    q, c = item['query'], item['target_claim']
    qw, cw = words(q), set(words(c))
    if q.lower() in c.lower():
        err(f"{item['id']}: query is a substring of the claim")
    if all(w in cw for w in qw):
        err(f"{item['id']}: query uses only the claim's words")
    if item['tier'] == 'standard':
        if len(q) >= len(c):
            err(f"{item['id']}: standard query is not shorter than the claim")
        if not 4 <= len(qw) <= 12:
            err(f"{item['id']}: standard query has {len(qw)} words")

OOS_KEYS = ['id', 'query', 'lang', 'topic']
for o in oos:
    if list(o) != OOS_KEYS:
        err(f"{o['id']}: keys {list(o)}")
    if o['lang'] not in ('en', 'pcm'):
        err(f"{o['id']}: bad lang")

if errors:
    print('\n'.join(errors))
    sys.exit(1)

pool = lambda i: 'nigeria' if int(i['id'][4:]) <= 100 else 'covid'  # noqa: E731
table = collections.Counter((pool(i), i['tier'], i['lang']) for i in items)
print('in-store items:', len(items))
for p in ('nigeria', 'covid'):
    st = sum(v for (pp, t, _), v in table.items() if pp == p and t == 'standard')
    hd = sum(v for (pp, t, _), v in table.items() if pp == p and t == 'hard')
    pc = sum(v for (pp, _, lang), v in table.items() if pp == p and lang == 'pcm')
    print(f'  {p}: standard {st}, hard {hd}, pcm {pc}')
n_dup = sum(1 for i in items if len(i['expected_urls']) > 1)
print('items with duplicates:', n_dup, '| total expected URLs:', sum(len(i['expected_urls']) for i in items))
print('items whose duplicate list holds an exclude-listed URL:', dup_in_exclude)
sw = [len(words(i['query'])) for i in items if i['tier'] == 'standard']
hw = [len(words(i['query'])) for i in items if i['tier'] == 'hard']
print(f'standard words {min(sw)}-{max(sw)} mean {sum(sw)/len(sw):.1f}; hard words {min(hw)}-{max(hw)} mean {sum(hw)/len(hw):.1f}')
print('out-of-store:', len(oos), dict(collections.Counter(o['lang'] for o in oos)),
      dict(collections.Counter(o['topic'] for o in oos)))
print('OK')
