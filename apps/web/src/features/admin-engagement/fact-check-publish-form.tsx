import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
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

/**
 * Verdicts whose colour on the citizens' screen is clear (spec §2 colour rule). They are the rating
 * sent as it is, and the server colours it by its English words, so they stay in English.
 */
const suggestedRatings = [
  'True',
  'Mostly true',
  'False',
  'Misleading',
  'Partially false',
  'Unproven',
];

function Published({ published }: { published: PublishedFactCheck }) {
  const { t } = useTranslation();
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
          {t('admin.factCheck.viewPage')}
          <span className="visually-hidden"> {t('admin.factCheck.newTab')}</span>
        </a>
      )}
    </Alert>
  );
}

/** Tab "Fact-checks": publishes a fact-check of our own, which citizens then find by search. */
export function FactCheckPublishForm() {
  const { t } = useTranslation();
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
        setNotice(failureNotice(error, t('admin.factCheck.failed')));
      },
    });
  };

  return (
    <>
      {published && <Published published={published} />}
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-3 p-sm-4">
          <h2 className="h5 fw-bold mb-1">{t('admin.factCheck.title')}</h2>
          <p className="small text-body-secondary mb-3">{t('admin.factCheck.lead')}</p>
          <FormAlert notice={notice} onClose={() => setNotice(null)} />
          <Form noValidate onSubmit={submit}>
            <Form.Group controlId="publish-fact-check-claim" className="mb-3">
              <Form.Label className="fw-semibold">{t('admin.factCheck.claim')}</Form.Label>
              <Form.Control as="textarea" rows={3} maxLength={2000} {...field('claim')} />
              <Form.Control.Feedback type="invalid">
                {errors.claim && t(errors.claim)}
              </Form.Control.Feedback>
            </Form.Group>
            <Row className="g-3 mb-3">
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-claimant">
                  <Form.Label className="fw-semibold">
                    {t('admin.factCheck.claimant')}{' '}
                    <span className="fw-normal text-body-secondary">
                      {t('admin.factCheck.optional')}
                    </span>
                  </Form.Label>
                  <Form.Control
                    type="text"
                    maxLength={300}
                    aria-describedby="publish-fact-check-claimant-help"
                    {...field('claimant')}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errors.claimant && t(errors.claimant)}
                  </Form.Control.Feedback>
                  <Form.Text id="publish-fact-check-claimant-help">
                    {t('admin.factCheck.claimantHelp')}
                  </Form.Text>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-rating">
                  <Form.Label className="fw-semibold">{t('admin.factCheck.rating')}</Form.Label>
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
                  <Form.Control.Feedback type="invalid">
                    {errors.rating && t(errors.rating)}
                  </Form.Control.Feedback>
                  <Form.Text id="publish-fact-check-rating-help">
                    {t('admin.factCheck.ratingHelp')}
                  </Form.Text>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-review-date">
                  <Form.Label className="fw-semibold">{t('admin.factCheck.reviewDate')}</Form.Label>
                  <Form.Control type="date" {...field('reviewDate')} />
                  <Form.Control.Feedback type="invalid">
                    {errors.reviewDate && t(errors.reviewDate)}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group controlId="publish-fact-check-source-url">
                  <Form.Label className="fw-semibold">{t('admin.factCheck.sourceUrl')}</Form.Label>
                  <Form.Control
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={1000}
                    {...field('sourceUrl')}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errors.sourceUrl && t(errors.sourceUrl)}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
            </Row>
            <SubmitButton pending={publish.isPending} className="w-100 w-sm-auto">
              {t('admin.factCheck.submit')}
            </SubmitButton>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
