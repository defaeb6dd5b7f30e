import { useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { questionToSend } from './conversation';

/** The contract's limit on a question (AskRequest). */
const maxQuestionLength = 2000;

interface ChatComposerProps {
  /** While an answer is coming: the Send button shows "..." and Enter does nothing. */
  busy: boolean;
  /** Sends the question; true when it went, and the input is then cleared. */
  onSend: (question: string) => boolean;
}

/** The question input and Send button; Enter sends (spec §2). */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const { t } = useTranslation();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !questionToSend(text)) return;
    if (onSend(text)) setText('');
  };

  return (
    <Form onSubmit={submit} className="chat-composer" aria-label={t('chat.composer.formLabel')}>
      <Form.Label htmlFor="chat-question" visuallyHidden>
        {t('chat.composer.label')}
      </Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id="chat-question"
          type="text"
          placeholder={t('chat.composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxQuestionLength}
          autoComplete="off"
          enterKeyHint="send"
        />
        <Button
          type="submit"
          variant="primary"
          className="chat-send flex-shrink-0"
          disabled={busy}
          aria-label={busy ? t('chat.composer.sending') : undefined}
        >
          {busy ? '...' : t('chat.composer.send')}
        </Button>
      </div>
    </Form>
  );
}
