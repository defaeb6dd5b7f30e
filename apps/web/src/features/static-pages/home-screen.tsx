import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { MessagesSquare, Scale, ShieldCheck, Vote } from 'lucide-react';
import { Link } from 'react-router';
import { actPageSlugs, paths } from '../../app/paths';
import { appConfig } from '../../lib/app-config';

const features = [
  {
    Icon: Vote,
    title: 'Polls and votes',
    text: 'Take part in live polls and votes run in the open. One verified citizen, one ballot, and a receipt to check that yours was counted.',
    to: paths.livePolls,
    action: 'See live polls',
  },
  {
    Icon: Scale,
    title: 'Law of the Land',
    text: 'Ask about the Constitution and other Nigerian laws in your own words, and get answers that point to the exact sections.',
    to: paths.chat,
    action: 'Ask a question',
  },
  {
    Icon: MessagesSquare,
    title: 'Citizens engagement',
    text: 'Read the questions Nigerians asked most this month, answered from the law.',
    to: paths.citizensEngagement,
    action: 'Top questions',
  },
  {
    Icon: ShieldCheck,
    title: 'Fact checker',
    text: 'Heard a claim on WhatsApp or the radio? Search what independent fact-checkers found.',
    to: paths.factChecker,
    action: 'Check a claim',
  },
];

const actNames: Record<(typeof actPageSlugs)[number], string> = {
  constitution: 'The Constitution',
  'police-act': 'Police Act',
  'electoral-act': 'Electoral Act',
  pia: 'Petroleum Industry Act',
};

export function HomeScreen() {
  const { androidAppUrl, iosAppUrl } = appConfig;
  return (
    <Container className="py-4 py-md-5">
      <section className="hero p-4 p-md-5 mb-4 mb-md-5">
        <h1 className="display-6 fw-bold mb-3">Welcome to {appConfig.appName}</h1>
        <p className="lead mb-3 readable">
          Democracy works best when citizens know the law and take part. {appConfig.appName} puts
          the laws of Nigeria, live polls and independent fact-checks in your hand, on any phone, in
          plain language.
        </p>
        <p className="mb-0 readable opacity-75">
          Our mission: every Nigerian able to understand their rights, make their voice count and
          tell fact from rumour.
        </p>
        {(androidAppUrl || iosAppUrl) && (
          <div className="d-flex flex-wrap gap-2 mt-4">
            {androidAppUrl && (
              <Button
                variant="light"
                href={androidAppUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Get it on Google Play
              </Button>
            )}
            {iosAppUrl && (
              <Button
                variant="outline-light"
                href={iosAppUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Download on the App Store
              </Button>
            )}
          </div>
        )}
      </section>

      <h2 className="h4 mb-3">What you can do</h2>
      <Row xs={1} md={2} className="g-3 mb-5">
        {features.map((feature) => (
          <Col key={feature.title}>
            <Card className="h-100 feature-card border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <div className="d-flex align-items-center gap-3 mb-2">
                  <span className="feature-icon" aria-hidden="true">
                    <feature.Icon size={22} strokeWidth={2} />
                  </span>
                  <Card.Title as="h3" className="h5 mb-0">
                    {feature.title}
                  </Card.Title>
                </div>
                <Card.Text className="text-body-secondary flex-grow-1">{feature.text}</Card.Text>
                <Link to={feature.to} className="fw-semibold">
                  {feature.action} →
                </Link>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <h2 className="h4 mb-3">Know your laws</h2>
      <div className="d-flex flex-wrap gap-2">
        {actPageSlugs.map((slug) => (
          <Link key={slug} to={paths.read(slug)} className="btn btn-outline-primary">
            {actNames[slug]}
          </Link>
        ))}
      </div>
    </Container>
  );
}
