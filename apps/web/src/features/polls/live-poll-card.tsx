import { useState, type SubmitEvent } from 'react';
import type { Poll } from '@civicng/contracts';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { useCastBallot } from './api/cast-ballot';
import { LiveResults } from './live-results';
import { formatPollTime, visibilityNoteKeys } from './poll-rules';
import { voteFailureText } from './vote-messages';
import { VoteReceipt } from './vote-receipt';

function OptionChoice({
  poll,
  option,
  checked,
  onToggle,
}: {
  poll: Poll;
  option: Poll['options'][number];
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const multiple = poll.allow_multiple_votes;
  return (
    <label
      htmlFor={`poll-${poll.id}-option-${option.id}`}
      className={`d-flex align-items-center gap-3 border rounded-3 px-3 py-2 mb-2 w-100 ${
        checked ? 'border-primary bg-primary-subtle' : 'bg-body'
      }`}
      style={{ cursor: 'pointer', minHeight: '3.25rem' }}
    >
      <input
        id={`poll-${poll.id}-option-${option.id}`}
        className="form-check-input mt-0 flex-shrink-0"
        type={multiple ? 'checkbox' : 'radio'}
        name={`poll-${poll.id}-choice`}
        value={option.title}
        checked={checked}
        onChange={(e) => onToggle(e.target.checked)}
      />
      {option.image_path && (
        <img
          src={option.image_path}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="rounded object-fit-cover flex-shrink-0 border"
        />
      )}
      <span className="flex-grow-1 text-break">
        <span className="d-block fw-medium">{option.title}</span>
        {option.description && (
          <span className="d-block small text-body-secondary">{option.description}</span>
        )}
      </span>
    </label>
  );
}

export function LivePollCard({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const ballot = useCastBallot();
  const [chosen, setChosen] = useState<string[]>([]);
  const [receipt, setReceipt] = useState<{ code: string; choices: string[] } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const voted = poll.has_voted || receipt !== null;
  const headingId = `poll-${poll.id}-title`;

  const toggle = (title: string, checked: boolean) => {
    if (!poll.allow_multiple_votes) setChosen(checked ? [title] : []);
    else setChosen((c) => (checked ? [...c, title] : c.filter((other) => other !== title)));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0 || ballot.isPending) return;
    setNotice(null);
    ballot.mutate(
      { pollId: poll.id, optionTitles: chosen, multiple: poll.allow_multiple_votes },
      {
        onSuccess: (answer) => setReceipt({ code: answer.receipt_code, choices: answer.choices }),
        onError: (error) => setNotice({ variant: 'danger', text: voteFailureText(error, t) }),
      },
    );
  };

  return (
    <Card as="article" className="border-0 shadow-sm" aria-labelledby={headingId}>
      <Card.Body className="p-3 p-sm-4">
        <p className="small text-body-secondary mb-1">
          <Trans
            i18nKey="polls.card.openUntil"
            values={{ time: formatPollTime(poll.end_time) }}
            components={{ time: <time dateTime={poll.end_time} /> }}
          />
        </p>
        <h2 id={headingId} className="h5 mb-2 text-break">
          {poll.title}
        </h2>
        {poll.description && (
          <p className="mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
            {poll.description}
          </p>
        )}
        {/* Once the voter's ballot has opened the results, the note has nothing left to say. */}
        {!(voted && poll.results_visibility === 'after_vote') && (
          <p className="small text-body-secondary mb-3">
            {t(visibilityNoteKeys[poll.results_visibility])}
            {/* Only an administrator sees counts before the poll's own rule allows. */}
            {poll.results_visible &&
              !voted &&
              poll.results_visibility !== 'live' &&
              ` ${t('polls.card.adminCanSee')}`}
          </p>
        )}

        {receipt && <VoteReceipt pollId={poll.id} code={receipt.code} choices={receipt.choices} />}
        {!receipt && poll.has_voted && (
          <p className="small fw-semibold text-success mb-0">{t('polls.card.alreadyVoted')}</p>
        )}
        {!voted && (
          <Form noValidate onSubmit={submit}>
            <fieldset disabled={ballot.isPending}>
              <legend className="small fw-semibold mb-2">
                {poll.allow_multiple_votes ? t('polls.card.chooseMany') : t('polls.card.chooseOne')}
              </legend>
              {poll.options.map((option) => (
                <OptionChoice
                  key={option.id}
                  poll={poll}
                  option={option}
                  checked={chosen.includes(option.title)}
                  onToggle={(checked) => toggle(option.title, checked)}
                />
              ))}
              <FormAlert notice={notice} onClose={() => setNotice(null)} className="mt-2" />
              <SubmitButton
                pending={ballot.isPending}
                disabled={chosen.length === 0}
                className="w-100 mt-2"
              >
                {t('polls.card.voteButton')}
              </SubmitButton>
            </fieldset>
          </Form>
        )}

        {poll.results_visible && <LiveResults poll={poll} />}
      </Card.Body>
    </Card>
  );
}
