import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureNotice } from '../../lib/api-messages';
import { usePublishFactCheck, type PublishedFactCheck } from './api/publish-fact-check';
import {
  emptyFactCheck,
  factCheckRequest,
  publicPageHref,
  type FactCheckErrors,
  type FactCheckField,
  type FactCheckFormValues,
} from './fact-check-form-values';
import { useLeaveIfRefused } from './refusal';

/** Verdicts whose colour on the citizens' screen is clear (spec §2 colour rule). */
const suggestedRatings = [
  'True',
  'Mostly true',
  'False',
  'Misleading',
  'Partially false',
  'Unproven',
];

function Published({ published }: { published: PublishedFactCheck }) {
  const href = publicPageHref(published.page_url);
  // The form may have been submitted from far below on a phone: bring the news into view.
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.scrollIntoView({ block: 'center' });
    note.current?.focus({ preventScroll: true });
  }, [published]);
  return (
    <Alert ref={note} tabIndex={-1} variant="success" role="status" className="mb-4">
      <p className="mb-1 fw-semibold">{published.message}</p>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="alert-link">
          View the public page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </Alert>
  );
}

/** Tab "Fact-checks": publishes a fact-check of our own, which citizens then find by search. */
export function FactCheckPublishForm() {
  const publish = usePublishFactCheck();
  const leaveIfRefused = useLeaveIfRefused();
  const [values, setValues] = useState<FactCheckFormValues>(() => emptyFactCheck());
  const [errors, setErrors] = useState<FactCheckErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [published, setPublished] = useState<PublishedFactCheck | null>(null);

  const field = (name: FactCheckField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    isInvalid: errors[name] !== undefined,
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = factCheckRequest(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setNotice(null);
    setPublished(null);
    publish.mutate(check.request, {
      onSuccess: (answer) => {
        setPublished(answer);
        setValues(emptyFactCheck());
      },
      onError: (error) => {
        if (leaveIfRefused(error)) return;
        setNotice(failureNotice(error, 'Could not publish the fact-check. Please try again.'));
      },
    });
  };

  return (
    <>
      {published && <Published published={published} />}
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-3 p-sm-4">
          <h2 className="h5 fw-bold mb-1">Publish a fact-check</h2>
          <p className="small text-body-secondary mb-3">
            It gets a public page and shows up in the citizens’ Fact Checker searches.
          </p>
          <FormAlert notice={notice} onClose={() => setNotice(null)} />
          <Form noValidate onSubmit={submit}>
            <Form.Group controlId="publish-fact-check-claim" className="mb-3">
              <Form.Label className="fw-semibold">Claim</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={2000} {...field('claim')} />
              <Form.Control.Feedback type="invalid">{errors.claim}</Form.Control.Feedback>
            </Form.Group>
            <Row className="g-3 mb-3">
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-claimant">
                  <Form.Label className="fw-semibold">
                    Claimant <span className="fw-normal text-body-secondary">(optional)</span>
                  </Form.Label>
                  <Form.Control
                    type="text"
                    maxLength={300}
                    aria-describedby="publish-fact-check-claimant-help"
                    {...field('claimant')}
                  />
                  <Form.Control.Feedback type="invalid">{errors.claimant}</Form.Control.Feedback>
                  <Form.Text id="publish-fact-check-claimant-help">
                    Who made the claim: a person, an office or “Viral WhatsApp message”.
                  </Form.Text>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-rating">
                  <Form.Label className="fw-semibold">Rating</Form.Label>
                  <Form.Control
                    type="text"
                    maxLength={100}
                    list="publish-fact-check-rating-suggestions"
                    aria-describedby="publish-fact-check-rating-help"
                    {...field('rating')}
                  />
                  <datalist id="publish-fact-check-rating-suggestions">
                    {suggestedRatings.map((rating) => (
                      <option key={rating} value={rating} />
                    ))}
                  </datalist>
                  <Form.Control.Feedback type="invalid">{errors.rating}</Form.Control.Feedback>
                  <Form.Text id="publish-fact-check-rating-help">
                    The colour follows the words: “true” green, “false” red, “misleading” or
                    “partially” amber, “unproven” grey.
                  </Form.Text>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-review-date">
                  <Form.Label className="fw-semibold">Review date</Form.Label>
                  <Form.Control type="date" {...field('reviewDate')} />
                  <Form.Control.Feedback type="invalid">{errors.reviewDate}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-source-url">
                  <Form.Label className="fw-semibold">Article URL</Form.Label>
                  <Form.Control
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={1000}
                    {...field('sourceUrl')}
                  />
                  <Form.Control.Feedback type="invalid">{errors.sourceUrl}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            </Row>
            <SubmitButton pending={publish.isPending} className="w-100 w-sm-auto">
              Publish fact-check
            </SubmitButton>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
