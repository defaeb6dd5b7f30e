import { useState, type SubmitEvent } from 'react';
import { AdminFaqEdit, type AdminFaq } from '@civicng/contracts';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { contractMessageKey } from '../../lib/contract-messages';
import { Markdown } from '../../lib/markdown';
import { useEditFaq } from './api/edit-faq';
import { useLeaveIfRefused } from './refusal';

interface EditFaqModalProps {
  faq: AdminFaq | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Each field's error, as a catalogue key. */
type FieldErrors = Partial<Record<'question' | 'answer', string>>;

function EditFaqForm({ faq, onClose, onSaved }: EditFaqModalProps & { faq: AdminFaq }) {
  const { t } = useTranslation();
  const edit = useEditFaq();
  const leaveIfRefused = useLeaveIfRefused();
  const [question, setQuestion] = useState(faq.question);
  const [answer, setAnswer] = useState(faq.answer);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = AdminFaqEdit.safeParse({ question, answer });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'question' || field === 'answer') && !found[field]) {
          found[field] = contractMessageKey(issue) ?? 'admin.errors.invalid';
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setNotice(null);
    edit.mutate(
      { id: faq.id, ...parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (leaveIfRefused(error)) return;
          setNotice(failureNotice(error, t('admin.edit.saveFailed')));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <FormAlert notice={notice} />
        <Form.Group controlId="faq-question" className="mb-3">
          <Form.Label className="fw-semibold">{t('admin.edit.question')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={question}
            maxLength={500}
            onChange={(e) => setQuestion(e.target.value)}
            isInvalid={errors.question !== undefined}
          />
          <Form.Control.Feedback type="invalid">
            {errors.question && t(errors.question)}
          </Form.Control.Feedback>
        </Form.Group>
        <Row className="g-3">
          <Col lg={6}>
            <Form.Group controlId="faq-answer">
              <Form.Label className="fw-semibold">{t('admin.edit.answer')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={12}
                value={answer}
                maxLength={10_000}
                onChange={(e) => setAnswer(e.target.value)}
                isInvalid={errors.answer !== undefined}
                aria-describedby="faq-answer-help"
                className="font-monospace small"
              />
              <Form.Control.Feedback type="invalid">
                {errors.answer && t(errors.answer)}
              </Form.Control.Feedback>
              <Form.Text id="faq-answer-help">
                <Trans i18nKey="admin.edit.answerHelp" components={{ code: <code /> }} />
              </Form.Text>
            </Form.Group>
          </Col>
          <Col lg={6}>
            <section aria-labelledby="faq-preview-heading">
              <h3 id="faq-preview-heading" className="form-label fw-semibold fs-6">
                {t('admin.edit.preview')}
              </h3>
              <div className="faq-preview border rounded bg-white p-3">
                {answer.trim() ? (
                  <Markdown>{answer}</Markdown>
                ) : (
                  <p className="text-body-secondary small mb-0">{t('admin.edit.previewEmpty')}</p>
                )}
              </div>
            </section>
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={edit.isPending}>
          {t('admin.edit.cancel')}
        </Button>
        <SubmitButton pending={edit.isPending} className="">
          {t('admin.edit.save')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}

/** Edits a question and its markdown answer beside a preview of what citizens will read. */
export function EditFaqModal({ faq, onClose, onSaved }: EditFaqModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show={faq !== null}
      onHide={onClose}
      size="xl"
      fullscreen="md-down"
      backdrop="static"
      aria-labelledby="edit-faq-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="edit-faq-title" as="h2" className="h5">
          {t('admin.edit.title')}
        </Modal.Title>
      </Modal.Header>
      {faq && <EditFaqForm key={faq.id} faq={faq} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
