import { useRef } from 'react';
import type { Poll } from '@civicng/contracts';
import { useTranslation } from 'react-i18next';
import { ResultsBars } from '../../components/results-bars';
import { usePollCounts } from './api/poll-events';
import { useOnScreen } from './use-on-screen';

/** A poll's results, kept current by its event stream while they are on screen. */
export function LiveResults({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const counts = usePollCounts(poll.id, poll.results_visible && onScreen, poll.has_voted);
  const votersOf = new Map(counts?.options.map((o) => [o.id, o.voters]));
  const total = counts?.total_ballots ?? poll.total_ballots ?? 0;

  return (
    <section ref={ref} aria-labelledby={`poll-${poll.id}-results`} className="mt-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id={`poll-${poll.id}-results`} className="h6 fw-bold mb-0">
          {t('polls.results.heading')}
        </h3>
        {counts && (
          <span className="badge rounded-pill text-bg-light border fw-normal">
            <span className="text-success me-1" aria-hidden="true">
              ●
            </span>
            {t('polls.results.live')}
          </span>
        )}
      </div>
      <ResultsBars
        total={total}
        multiple={poll.allow_multiple_votes}
        items={poll.options.map((o) => ({
          key: o.id,
          label: o.title,
          voters: votersOf.get(o.id) ?? o.voters ?? 0,
          imageSrc: o.image_path,
        }))}
      />
    </section>
  );
}
