import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { MessagesSquare, Scale, ShieldCheck, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actPageSlugs, paths } from '../../config/paths';
import { appConfig } from '../../lib/app-config';

const features = [
  {
    Icon: Vote,
    titleKey: 'static.home.features.polls.title',
    textKey: 'static.home.features.polls.text',
    to: paths.livePolls,
    actionKey: 'static.home.features.polls.action',
  },
  {
    Icon: Scale,
    titleKey: 'static.home.features.lawOfTheLand.title',
    textKey: 'static.home.features.lawOfTheLand.text',
    to: paths.chat,
    actionKey: 'static.home.features.lawOfTheLand.action',
  },
  {
    Icon: MessagesSquare,
    titleKey: 'static.home.features.engagement.title',
    textKey: 'static.home.features.engagement.text',
    to: paths.citizensEngagement,
    actionKey: 'static.home.features.engagement.action',
  },
  {
    Icon: ShieldCheck,
    titleKey: 'static.home.features.factChecker.title',
    textKey: 'static.home.features.factChecker.text',
    to: paths.factChecker,
    actionKey: 'static.home.features.factChecker.action',
  },
];

/** Each act's button label in the catalogue. */
const actNameKeys: Record<(typeof actPageSlugs)[number], string> = {
  constitution: 'static.home.acts.constitution',
  'police-act': 'static.home.acts.policeAct',
  'electoral-act': 'static.home.acts.electoralAct',
  pia: 'static.home.acts.pia',
};

export function HomeScreen() {
  const { androidAppUrl, iosAppUrl, appName } = appConfig;
  const { t } = useTranslation();
  return (
    <Container className="py-4 py-md-5">
      <section className="hero p-4 p-md-5 mb-4 mb-md-5">
        <h1 className="display-6 fw-bold mb-3">{t('static.home.welcome', { appName })}</h1>
        <p className="lead mb-3 readable">{t('static.home.intro', { appName })}</p>
        <p className="mb-0 readable opacity-75">{t('static.home.mission')}</p>
        {(androidAppUrl || iosAppUrl) && (
          <div className="d-flex flex-wrap gap-2 mt-4">
            {androidAppUrl && (
              <Button
                variant="light"
                href={androidAppUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('static.home.googlePlay')}
              </Button>
            )}
            {iosAppUrl && (
              <Button
                variant="outline-light"
                href={iosAppUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('static.home.appStore')}
              </Button>
            )}
          </div>
        )}
      </section>

      <h2 className="h4 mb-3">{t('static.home.whatYouCanDo')}</h2>
      <Row xs={1} md={2} className="g-3 mb-5">
        {features.map((feature) => (
          <Col key={feature.titleKey}>
            <Card className="h-100 feature-card border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <div className="d-flex align-items-center gap-3 mb-2">
                  <span className="feature-icon" aria-hidden="true">
                    <feature.Icon size={22} strokeWidth={2} />
                  </span>
                  <Card.Title as="h3" className="h5 mb-0">
                    {t(feature.titleKey)}
                  </Card.Title>
                </div>
                <Card.Text className="text-body-secondary flex-grow-1">
                  {t(feature.textKey)}
                </Card.Text>
                <Link to={feature.to} className="fw-semibold">
                  {t(feature.actionKey)} →
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <h2 className="h4 mb-3">{t('static.home.knowYourLaws')}</h2>
      <div className="d-flex flex-wrap gap-2">
        {actPageSlugs.map((slug) => (
          <Link key={slug} to={paths.read(slug)} className="btn btn-outline-primary">
            {t(actNameKeys[slug])}
          </Link>
        ))}
      </div>
    </Container>
  );
}
