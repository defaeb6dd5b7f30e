import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { serverMessageOf } from '../../lib/api-messages';
import { useChatHistory } from './api/get-chat-history';
import { ChatComposer } from './chat-composer';
import { ChatEntry } from './chat-entry';
import examples from './example-questions.json';
import { historyFailedText } from './conversation';
import { LawLinks, LawNames } from './law-links';
import { useConversation } from './use-conversation';
import { useFollowLatest } from './use-follow-latest';
import './chat.scss';

export function ChatScreen() {
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
  if (history.isPending && empty) log = <PageLoading label="Loading your conversation..." />;
  else if (history.isSuccess && empty) {
    log = (
      <div className="chat-empty">
        <p className="text-body-secondary mb-2">No conversation history exists...</p>
        <p className="small fw-semibold mb-2" id="chat-examples">
          Not sure where to start? Try one of these:
        </p>
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-labelledby="chat-examples">
          {examples.questions.map((question) => (
            <li key={question}>
              <Button
                variant="outline-primary"
                size="sm"
                className="text-start w-100 chat-example"
                disabled={conversation.sending}
                onClick={() => send(question)}
              >
                {question}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else {
    // The log wraps the list: a role on the <ol> itself would take away its list semantics.
    log = (
      <div role="log" aria-label="Conversation">
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
      <h1 className="page-title h2 mb-2">Chat with the Law of the Land</h1>
      <p className="text-body-secondary mb-3">
        Answers are based only on the Nigerian laws listed below, and each cites the sections it
        relies on. They are general information, not legal advice: open a citation to read the law
        itself.
      </p>
      <LawLinks />
      <LawNames />
      <section className="chat-panel" aria-label="Chat">
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
                  {serverMessageOf(history.error) ?? historyFailedText}
                </span>
                {/* Once a question is asked here, a fresh history would show it twice. */}
                {conversation.sent.length === 0 && (
                  <Button variant="outline-danger" size="sm" onClick={() => void history.refetch()}>
                    Try again
                  </Button>
                )}
              </Alert>
            )}
            {conversation.error && (
              <Alert variant="danger" className="py-2 mb-2" role="alert">
                {conversation.error}
              </Alert>
            )}
          </div>
        )}
        <ChatComposer busy={conversation.sending} onSend={send} />
      </section>
    </Container>
  );
}
