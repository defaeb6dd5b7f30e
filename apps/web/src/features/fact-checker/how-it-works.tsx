import Card from 'react-bootstrap/Card';

const steps = [
  'Type a claim you heard or read: on WhatsApp, the radio, a poster or a speech.',
  'We search fact-checks already published by independent fact-checking organisations.',
  'Each result shows the verdict, who made the claim and who checked it. Open the full article to see the evidence.',
];

export function HowItWorks() {
  return (
    <Card className="border-0 shadow-sm how-it-works">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h5 fw-bold mb-3">How It Works</h2>
        <ol className="mb-3 ps-3">
          {steps.map((step) => (
            <li key={step} className="mb-2">
              {step}
            </li>
          ))}
        </ol>
        <p className="small text-body-secondary mb-0">
          No result does not mean a claim is true: it may simply not have been checked yet.
        </p>
      </Card.Body>
    </Card>
  );
}
