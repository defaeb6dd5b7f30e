import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useStates } from './api/get-states';

interface StateLgaFieldsProps {
  stateId: string;
  lga: string;
  onChange: (change: { stateId: string; lga: string }) => void;
  disabled?: boolean;
}

/** State and LGA selectors (spec §2); choosing another state clears the LGA. */
export function StateLgaFields({ stateId, lga, onChange, disabled = false }: StateLgaFieldsProps) {
  const { t } = useTranslation();
  const states = useStates();
  const list = states.data?.states ?? [];
  const selected = list.find((s) => String(s.id) === stateId);

  return (
    <>
      <Row className="g-2">
        <Col xs={8} sm={9}>
          <Form.Group className="mb-3" controlId="signup-state">
            <Form.Label>{t('auth.stateLga.state')}</Form.Label>
            <Form.Select
              value={stateId}
              onChange={(e) => onChange({ stateId: e.target.value, lga: '' })}
              disabled={disabled || states.isPending || states.isError}
              aria-describedby={states.isError ? 'signup-state-error' : undefined}
            >
              <option value="">
                {states.isPending
                  ? t('auth.stateLga.loadingStates')
                  : t('auth.stateLga.selectState')}
              </option>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.state}
                </option>
              ))}
            </Form.Select>
            {states.isError && (
              <Form.Text id="signup-state-error" className="text-danger">
                {t('auth.stateLga.loadFailed')}
              </Form.Text>
            )}
          </Form.Group>
        </Col>
        <Col xs={4} sm={3}>
          <Form.Group className="mb-3" controlId="signup-state-id">
            <Form.Label>{t('auth.stateLga.stateId')}</Form.Label>
            <Form.Control value={selected ? String(selected.id) : ''} readOnly />
          </Form.Group>
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId="signup-lga">
        <Form.Label>{t('auth.stateLga.lga')}</Form.Label>
        <Form.Select
          value={lga}
          onChange={(e) => onChange({ stateId, lga: e.target.value })}
          disabled={disabled || !selected}
        >
          <option value="">
            {selected ? t('auth.stateLga.selectLga') : t('auth.stateLga.selectStateFirst')}
          </option>
          {selected?.lgas.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
