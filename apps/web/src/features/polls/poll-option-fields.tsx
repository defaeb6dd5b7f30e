import type { ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { OptionDraft } from './poll-form-values';

export type UploadState = 'uploading' | 'failed' | undefined;

interface PollOptionFieldsProps {
  option: OptionDraft;
  index: number;
  /** Only the last option offers "Add option" (spec §5). */
  isLast: boolean;
  removable: boolean;
  duplicate: boolean;
  upload: UploadState;
  onChange: (patch: Partial<OptionDraft>) => void;
  onRemove: () => void;
  onAdd: () => void;
  onImageChosen: (file: File) => void;
}

export function PollOptionFields({
  option,
  index,
  isLast,
  removable,
  duplicate,
  upload,
  onChange,
  onRemove,
  onAdd,
  onImageChosen,
}: PollOptionFieldsProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const id = `poll-option-${option.key}`;

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a failure retries it.
    event.target.value = '';
    if (file) onImageChosen(file);
  };

  return (
    // The legend is the fieldset's own child, so the group is named "Option n"; the Remove button
    // sits in the top corner beside it.
    <fieldset className="border rounded-3 p-3 mb-3 bg-body position-relative">
      <legend className="h6 fw-semibold mb-2 lh-lg">{t('polls.option.legend', { n })}</legend>
      {removable && (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onRemove}
          aria-label={t('polls.option.removeLabel', { n })}
          className="position-absolute top-0 end-0 mt-3 me-3"
        >
          {t('polls.option.remove')}
        </Button>
      )}
      <Form.Group className="mb-3" controlId={`${id}-title`} style={{ clear: 'left' }}>
        <Form.Label>{t('polls.option.title')}</Form.Label>
        <Form.Control
          value={option.title}
          onChange={(e) => onChange({ title: e.target.value })}
          maxLength={200}
          required
          isInvalid={duplicate}
        />
        <Form.Control.Feedback type="invalid">{t('polls.option.duplicate')}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-description`}>
        <Form.Label>
          {t('polls.option.description')}{' '}
          <span className="text-body-secondary small">{t('polls.optional')}</span>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={option.description}
          onChange={(e) => onChange({ description: e.target.value })}
          maxLength={2000}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-image`}>
        <Form.Label>
          {t('polls.option.image')}{' '}
          <span className="text-body-secondary small">{t('polls.optional')}</span>
        </Form.Label>
        <Form.Control
          type="file"
          accept="image/*"
          onChange={chooseImage}
          disabled={upload === 'uploading'}
          isInvalid={upload === 'failed'}
          aria-describedby={`${id}-image-hint`}
        />
        <Form.Control.Feedback type="invalid">
          {t('polls.option.uploadFailed')}
        </Form.Control.Feedback>
        <Form.Text id={`${id}-image-hint`}>{t('polls.option.imageHint')}</Form.Text>
        {upload === 'uploading' && (
          <div className="small text-body-secondary mt-2" role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('polls.option.uploading')}
          </div>
        )}
        {option.image_path && (
          <div className="d-flex flex-wrap align-items-end gap-2 column-gap-3 mt-2">
            <img
              src={option.image_path}
              alt={t('polls.option.imageAlt', { n })}
              className="rounded border d-block"
              style={{ maxWidth: 200, maxHeight: 150, objectFit: 'contain' }}
            />
            <Button
              variant="link"
              size="sm"
              className="px-0 text-danger"
              onClick={() => onChange({ image_path: null })}
            >
              {t('polls.option.removeImage')}
            </Button>
          </div>
        )}
      </Form.Group>
      {isLast && (
        <div className="mt-3 pt-3 border-top">
          <Button variant="outline-primary" size="sm" onClick={onAdd}>
            {t('polls.option.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
