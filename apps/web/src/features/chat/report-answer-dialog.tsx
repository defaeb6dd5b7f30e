import { useState, type SubmitEvent } from 'react';
import { AnswerReportReason, answerReportNoteMaxLength } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { useReportAnswer } from './api/report-answer';

interface ReportAnswerDialogProps {
  /** The stored entry whose answer is reported; the dialog is open while it is set. */
  entryId: number | null;
  onClose: () => void;
  /** The report was taken. */
  onReported: () => void;
  /** The dialog has closed and finished its transition. */
  onExited?: () => void;
}

type Reason = AnswerReportReason;
const reasons = AnswerReportReason.options;

/** Each reason's words in the catalogue. */
const reasonLabelKeys: Record<Reason, string> = {
  wrong_or_misleading: 'chat.report.reasons.wrongOrMisleading',
  offensive: 'chat.report.reasons.offensive',
  harmful: 'chat.report.reasons.harmful',
  other: 'chat.report.reasons.other',
};

function ReportAnswerForm({
  entryId,
  onClose,
  onReported,
}: ReportAnswerDialogProps & { entryId: number }) {
  const report = useReportAnswer();
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!reason) return;
    setNotice(null);
    report.mutate(
      { entry_id: entryId, reason, note: note.trim() || null },
      {
        onSuccess: () => {
          setDone(true);
          onReported();
        },
        onError: (error) => setNotice(failureNotice(error, t('chat.report.sendFailed'))),
      },
    );
  };

  if (done) {
    return (
      <>
        <Modal.Body>
          <Alert variant="success" role="status" className="mb-0">
            {t('chat.report.thanks')}
          </Alert>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={onClose} autoFocus>
            {t('chat.report.close')}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  const reasonMissing = submitted && reason === null;
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p className="text-body-secondary">{t('chat.report.intro')}</p>
        <FormAlert notice={notice} />
        <fieldset
          className="mb-3"
          aria-describedby={reasonMissing ? 'report-reason-error' : undefined}
        >
          <legend className="form-label fw-semibold fs-6 mb-2">{t('chat.report.reason')}</legend>
          {reasons.map((value) => (
            <Form.Check
              key={value}
              type="radio"
              id={`report-reason-${value}`}
              name="report-reason"
              label={t(reasonLabelKeys[value])}
              checked={reason === value}
              onChange={() => setReason(value)}
              isInvalid={reasonMissing}
              className="report-reason"
            />
          ))}
          {reasonMissing && (
            <div id="report-reason-error" className="invalid-feedback d-block">
              {t('chat.report.reasonMissing')}
            </div>
          )}
        </fieldset>
        <Form.Group controlId="report-note">
          <Form.Label className="fw-semibold">
            <Trans
              i18nKey="chat.report.noteLabel"
              components={{ muted: <span className="fw-normal text-body-secondary" /> }}
            />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={note}
            maxLength={answerReportNoteMaxLength}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby="report-note-help"
          />
          <Form.Text id="report-note-help">{t('chat.report.noteHelp')}</Form.Text>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={report.isPending}>
          {t('chat.report.cancel')}
        </Button>
        <SubmitButton pending={report.isPending} className="">
          {t('chat.report.send')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}

/** Asks why the citizen reports an answer, sends the report and thanks them. */
export function ReportAnswerDialog({
  entryId,
  onClose,
  onReported,
  onExited,
}: ReportAnswerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show={entryId !== null}
      onHide={onClose}
      onExited={onExited}
      centered
      aria-labelledby="report-answer-title"
    >
      <Modal.Header closeButton closeLabel={t('chat.report.close')}>
        <Modal.Title id="report-answer-title" as="h2" className="h5">
          {t('chat.report.title')}
        </Modal.Title>
      </Modal.Header>
      {entryId !== null && (
        <ReportAnswerForm
          key={entryId}
          entryId={entryId}
          onClose={onClose}
          onReported={onReported}
        />
      )}
    </Modal>
  );
}
