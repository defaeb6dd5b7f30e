import type { AdminFaq } from '@civicng/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../lib/markdown';
import { askerCountText, faqStatusLabels, faqStatusVariants } from './faq-admin-rules';
import { ButtonSpinner } from '../../components/button-spinner';

interface AdminFaqCardProps {
  faq: AdminFaq;
  /** 1 for the first question citizens see. */
  place: number;
  isFirst: boolean;
  isLast: boolean;
  /** A publish or unpublish of this question is under way. */
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onTogglePublished: () => void;
}

export function AdminFaqCard({
  faq,
  place,
  isFirst,
  isLast,
  busy,
  onMove,
  onEdit,
  onTogglePublished,
}: AdminFaqCardProps) {
  const { t } = useTranslation();
  const published = faq.status === 'published';
  return (
    <Card as="article" className="border-0 shadow-sm">
      <Card.Body className="p-3 p-sm-4">
        <div className="d-flex gap-3">
          <div className="d-flex flex-column align-items-center gap-1">
            <span className="faq-place">
              <span className="visually-hidden">{t('admin.card.place')} </span>
              {place}
            </span>
            <ButtonGroup vertical size="sm" aria-label={t('admin.card.move', { place })}>
              <Button
                variant="outline-secondary"
                onClick={() => onMove(-1)}
                disabled={isFirst}
                aria-label={t('admin.card.moveUp', { place })}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => onMove(1)}
                disabled={isLast}
                aria-label={t('admin.card.moveDown', { place })}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </ButtonGroup>
          </div>
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <Badge
                bg={faqStatusVariants[faq.status]}
                text={faq.status === 'proposed' ? 'dark' : undefined}
              >
                {t(faqStatusLabels[faq.status])}
              </Badge>
              <span className="small text-body-secondary">
                {askerCountText(faq.asker_count, t)}
              </span>
            </div>
            <h3 className="h6 fw-bold mb-2 text-break">{faq.question}</h3>
            <Markdown className="faq-admin-answer small text-body-secondary mb-3">
              {faq.answer}
            </Markdown>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-primary" size="sm" onClick={onEdit}>
                {t('admin.card.edit')}
              </Button>
              <Button
                variant={published ? 'outline-danger' : 'primary'}
                size="sm"
                onClick={onTogglePublished}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <ButtonSpinner />}
                {published ? t('admin.card.unpublish') : t('admin.card.publish')}
              </Button>
            </div>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
