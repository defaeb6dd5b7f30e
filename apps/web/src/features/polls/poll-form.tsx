import { useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ResultsVisibility } from '@civicng/contracts';
import { FormAlert, type Notice } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { failureText } from '../../lib/api-messages';
import { useCreatePoll } from './api/create-poll';
import { useEditPoll } from './api/edit-poll';
import { useUploadImage } from './api/upload-image';
import { visibilityLabelKeys } from './poll-rules';
import { PollOptionFields, type UploadState } from './poll-option-fields';
import {
  defaultValues,
  duplicateTitles,
  emptyOption,
  endsBeforeStart,
  isComplete,
  toPayload,
  type FormStatus,
  type OptionDraft,
  type PollFormValues,
} from './poll-form-values';

/** Catalogue keys of the form's outcomes; the dashboard says the same after a deactivation. */
export const savedMessageKey = 'polls.form.saved';
export const editFailedKey = 'polls.form.editFailed';

const maxImageBytes = 5 * 1024 * 1024;
const uploadableTypes = ['image/png', 'image/jpeg', 'image/webp'];

interface PollFormProps {
  /** Editing this poll; without it the form creates one. */
  pollId?: number;
  initial?: PollFormValues;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function PollForm({ pollId, initial, onSaved, onCancel }: PollFormProps) {
  const { t } = useTranslation();
  const editing = pollId !== undefined;
  const [values, setValues] = useState<PollFormValues>(() => initial ?? defaultValues());
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const create = useCreatePoll();
  const edit = useEditPoll();
  const upload = useUploadImage();
  const pending = create.isPending || edit.isPending;

  const set = <K extends keyof PollFormValues>(key: K, value: PollFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const patchOption = (key: string, patch: Partial<OptionDraft>) =>
    setValues((v) => ({
      ...v,
      options: v.options.map((o) => (o.key === key ? { ...o, ...patch } : o)),
    }));
  const setUpload = (key: string, state: UploadState) =>
    setUploads((u) => ({ ...u, [key]: state }));

  const uploadFailed = (key: string) => {
    setUpload(key, 'failed');
    setNotice({ variant: 'danger', text: t('polls.form.uploadFailed') });
  };

  const uploadImage = (key: string, file: File) => {
    // Refused here already: no need to spend a phone's data on a file the server rejects.
    if (file.size > maxImageBytes || !uploadableTypes.includes(file.type)) {
      uploadFailed(key);
      return;
    }
    setUpload(key, 'uploading');
    upload.mutateAsync(file).then(
      (imagePath) => {
        setUpload(key, undefined);
        patchOption(key, { image_path: imagePath });
      },
      () => uploadFailed(key),
    );
  };

  const duplicates = duplicateTitles(values.options);
  const badDates = endsBeforeStart(values);
  const uploading = Object.values(uploads).includes('uploading');
  const complete = isComplete(values);
  const ready = complete && !badDates && duplicates.size === 0 && !uploading;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || pending) return;
    setNotice(null);
    const payload = toPayload(values);
    // Spec §4's words, and what they mean for a draft: citizens do not see it yet.
    const done = () =>
      onSaved(
        payload.status === 'draft'
          ? `${t(savedMessageKey)}. ${t('polls.form.savedAsDraft')}`
          : t(savedMessageKey),
      );
    if (editing) {
      edit.mutate(
        { id: pollId, payload },
        {
          onSuccess: done,
          onError: () => setNotice({ variant: 'danger', text: t(editFailedKey) }),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: done,
        onError: (error) => {
          const createFailed = t('polls.form.createFailed');
          setNotice({ variant: 'danger', text: failureText(error, createFailed, createFailed) });
        },
      });
    }
  };

  const idPrefix = editing ? `poll-${pollId}` : 'poll-new';

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={editing ? t('polls.form.editLabel') : t('polls.form.createLabel')}
    >
      <fieldset disabled={pending}>
        <Form.Group className="mb-3" controlId={`${idPrefix}-title`}>
          <Form.Label>{t('polls.form.title')}</Form.Label>
          <Form.Control
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={300}
            required
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${idPrefix}-description`}>
          <Form.Label>
            {t('polls.form.description')}{' '}
            <span className="text-body-secondary small">{t('polls.optional')}</span>
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            maxLength={5000}
          />
        </Form.Group>
        <Row className="g-3 mb-3">
          <Col xs={6} md={3}>
            <Form.Group controlId={`${idPrefix}-type`}>
              <Form.Label>{t('polls.form.type')}</Form.Label>
              <Form.Select
                value={values.type}
                onChange={(e) => set('type', e.target.value === 'vote' ? 'vote' : 'poll')}
              >
                <option value="poll">{t('polls.type.poll')}</option>
                <option value="vote">{t('polls.type.vote')}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md={3}>
            <Form.Group controlId={`${idPrefix}-status`}>
              <Form.Label>{t('polls.form.status')}</Form.Label>
              <Form.Select
                value={values.status}
                onChange={(e) => set('status', e.target.value as FormStatus)}
              >
                <option value="active">{t('polls.status.active')}</option>
                <option value="draft">{t('polls.status.draft')}</option>
                {editing && <option value="expired">{t('polls.status.expired')}</option>}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} md={6}>
            <Form.Group controlId={`${idPrefix}-visibility`}>
              <Form.Label>{t('polls.form.showResults')}</Form.Label>
              <Form.Select
                value={values.results_visibility}
                onChange={(e) => set('results_visibility', ResultsVisibility.parse(e.target.value))}
              >
                {ResultsVisibility.options.map((v) => (
                  <option key={v} value={v}>
                    {t(visibilityLabelKeys[v])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId={`${idPrefix}-start`}>
              <Form.Label>{t('polls.form.start')}</Form.Label>
              <Form.Control
                type="datetime-local"
                value={values.start}
                onChange={(e) => set('start', e.target.value)}
                required
                aria-describedby={`${idPrefix}-time-zone`}
              />
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId={`${idPrefix}-end`}>
              <Form.Label>{t('polls.form.end')}</Form.Label>
              <Form.Control
                type="datetime-local"
                value={values.end}
                min={values.start || undefined}
                onChange={(e) => set('end', e.target.value)}
                required
                isInvalid={badDates}
                aria-describedby={`${idPrefix}-time-zone`}
              />
              <Form.Control.Feedback type="invalid">
                {t('polls.form.endBeforeStart')}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col xs={12}>
            <Form.Text id={`${idPrefix}-time-zone`} className="d-block mt-0">
              {t('polls.form.timeZone', { timeZone })}
            </Form.Text>
          </Col>
        </Row>
        <Form.Check
          type="switch"
          id={`${idPrefix}-multiple`}
          className="mb-4"
          label={t('polls.form.allowMultiple')}
          checked={values.allow_multiple_votes}
          onChange={(e) => set('allow_multiple_votes', e.target.checked)}
        />

        <h2 className="h6 fw-bold mb-2">{t('polls.form.options')}</h2>
        {values.options.map((option, index) => (
          <PollOptionFields
            key={option.key}
            option={option}
            index={index}
            isLast={index === values.options.length - 1}
            removable={values.options.length > 1}
            duplicate={duplicates.has(option.title.trim().toLowerCase())}
            upload={uploads[option.key]}
            onChange={(patch) => patchOption(option.key, patch)}
            onRemove={() =>
              setValues((v) => ({ ...v, options: v.options.filter((o) => o.key !== option.key) }))
            }
            onAdd={() => setValues((v) => ({ ...v, options: [...v.options, emptyOption()] }))}
            onImageChosen={(file) => uploadImage(option.key, file)}
          />
        ))}

        <FormAlert notice={notice} onClose={() => setNotice(null)} className="mt-3" />
        <div className="d-grid d-sm-flex gap-2 justify-content-sm-end mt-3">
          {onCancel && (
            <Button variant="outline-secondary" onClick={onCancel} className="px-4">
              {t('polls.cancel')}
            </Button>
          )}
          <SubmitButton pending={pending} disabled={!ready} className="px-4">
            {editing ? t('polls.form.save') : t('polls.form.create')}
          </SubmitButton>
        </div>
        {!complete && (
          <p className="small text-body-secondary text-sm-end mt-2 mb-0">
            {t('polls.form.incomplete')}
          </p>
        )}
      </fieldset>
    </Form>
  );
}
