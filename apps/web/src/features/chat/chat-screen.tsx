import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { serverMessageOf } from '../../lib/api-messages';
import { useChatHistory } from './api/get-chat-history';
import { ChatComposer } from './chat-composer';
import { ChatEntry } from './chat-entry';
import { historyFailedText } from './conversation';
import { LawLinks, LawNames } from './law-links';
import { useConversation } from './use-conversation';
import { useFollowLatest } from './use-follow-latest';
import './chat.scss';

/**
 * Starting points shown on an empty chat: everyday questions a citizen asks about the laws the
 * assistant holds, one per area, in the reader's language. Written by topic, not taken from any
 * evaluation set.
 */
const exampleKeys = [
  'chat.examples.q1',
  'chat.examples.q2',
  'chat.examples.q3',
  'chat.examples.q4',
  'chat.examples.q5',
] as const;

export function ChatScreen() {
  const { t } = useTranslation();
  const token = useToken();
  const history = useChatHistory(token !== null);
  const conversation = useConversation();
  const panel = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const earlier = history.data ?? [];
  const latest = conversation.sent.at(-1);
  const follow = useFollowLatest(
    panel,
    end,
    `${earlier.length}:${conversation.sent.length}:${latest?.ai_response.length ?? 0}`,
  );

  if (!token) return <Navigate to={paths.login} replace />;

  const send = (question: string) => {
    const sent = conversation.send(question);
    if (sent) follow();
    return sent;
  };

  const empty = earlier.length === 0 && conversation.sent.length === 0;
  let log;
  if (history.isPending && empty) log = <PageLoading label={t('chat.loading')} />;
  else if (history.isSuccess && empty) {
    log = (
      <div className="chat-empty">
        <p className="text-body-secondary mb-2">{t('chat.empty')}</p>
        <p className="small fw-semibold mb-2" id="chat-examples">
          {t('chat.examplesHeading')}
        </p>
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-labelledby="chat-examples">
          {exampleKeys.map((key) => (
            <li key={key}>
              <Button
                variant="outline-primary"
                size="sm"
                className="text-start w-100 chat-example"
                disabled={conversation.sending}
                onClick={() => send(t(key))}
              >
                {t(key)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else {
    // The log wraps the list: a role on the <ol> itself would take away its list semantics.
    log = (
      <div role="log" aria-label={t('chat.logLabel')}>
        <ol className="chat-log list-unstyled mb-0">
          {earlier.map((entry, index) => (
            <ChatEntry key={`history-${index}`} entry={entry} />
          ))}
          {conversation.sent.map((entry) => (
            <ChatEntry key={`sent-${entry.id}`} entry={entry} status={entry.status} />
          ))}
        </ol>
      </div>
    );
  }

  return (
    <Container className="py-3 py-md-5 chat-page">
      <h1 className="page-title h2 mb-2">{t('chat.title')}</h1>
      <p className="text-body-secondary mb-3">{t('chat.intro')}</p>
      <LawLinks />
      <LawNames />
      <section className="chat-panel" aria-label={t('chat.panelLabel')}>
        <div className="chat-scroll" ref={panel}>
          {log}
          <div ref={end} className="chat-end" aria-hidden="true" />
        </div>
        {(history.isError || conversation.error) && (
          <div className="chat-errors">
            {history.isError && (
              <Alert
                variant="danger"
                className="d-flex flex-wrap align-items-center gap-2 py-2 mb-2"
                role="alert"
              >
                <span className="me-auto">
                  {serverMessageOf(history.error) ?? t(historyFailedText)}
                </span>
                {/* Once a question is asked here, a fresh history would show it twice. */}
                {conversation.sent.length === 0 && (
                  <Button variant="outline-danger" size="sm" onClick={() => void history.refetch()}>
                    {t('chat.tryAgain')}
                  </Button>
                )}
              </Alert>
            )}
            {conversation.error && (
              <Alert variant="danger" className="py-2 mb-2" role="alert">
                {t(conversation.error)}
              </Alert>
            )}
          </div>
        )}
        <ChatComposer busy={conversation.sending} onSend={send} />
      </section>
    </Container>
  );
}
