import { useState, type SubmitEvent } from 'react';
import { AdminFaqEdit, type AdminFaq } from '@civicng/contracts';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { Markdown } from '../../lib/markdown';
import { useEditFaq } from './api/edit-faq';
import { useLeaveIfRefused } from './refusal';

interface EditFaqModalProps {
  faq: AdminFaq | null;
  onClose: () => void;
  onSaved: () => void;
}

type FieldErrors = Partial<Record<'question' | 'answer', string>>;

function EditFaqForm({ faq, onClose, onSaved }: EditFaqModalProps & { faq: AdminFaq }) {
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
          found[field] = issue.message;
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
          setNotice(failureNotice(error, 'Could not save the question. Please try again.'));
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <FormAlert notice={notice} />
        <Form.Group controlId="faq-question" className="mb-3">
          <Form.Label className="fw-semibold">Question</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={question}
            maxLength={500}
            onChange={(e) => setQuestion(e.target.value)}
            isInvalid={errors.question !== undefined}
          />
          <Form.Control.Feedback type="invalid">{errors.question}</Form.Control.Feedback>
        </Form.Group>
        <Row className="g-3">
          <Col lg={6}>
            <Form.Group controlId="faq-answer">
              <Form.Label className="fw-semibold">Answer</Form.Label>
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
              <Form.Control.Feedback type="invalid">{errors.answer}</Form.Control.Feedback>
              <Form.Text id="faq-answer-help">
                Markdown. Cite a law as a link, e.g.{' '}
                <code>[Constitution, s. 35](/laws/constitution#s-35)</code>.
              </Form.Text>
            </Form.Group>
          </Col>
          <Col lg={6}>
            <section aria-labelledby="faq-preview-heading">
              <h3 id="faq-preview-heading" className="form-label fw-semibold fs-6">
                Preview
              </h3>
              <div className="faq-preview border rounded bg-white p-3">
                {answer.trim() ? (
                  <Markdown>{answer}</Markdown>
                ) : (
                  <p className="text-body-secondary small mb-0">The answer shows here.</p>
                )}
              </div>
            </section>
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={edit.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={edit.isPending} className="">
          Save changes
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}

/** Edits a question and its markdown answer beside a preview of what citizens will read. */
export function EditFaqModal({ faq, onClose, onSaved }: EditFaqModalProps) {
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
          Edit question
        </Modal.Title>
      </Modal.Header>
      {faq && <EditFaqForm key={faq.id} faq={faq} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
