import Alert from 'react-bootstrap/Alert';
import { PageContainer } from './page-container';

/** Stands for a screen whose feature is still being built. */
export function FeaturePending({ title }: { title: string }) {
  return (
    <PageContainer title={title} narrow>
      <Alert variant="light" className="border">
        This part of CivicNG is being built and will be available soon.
      </Alert>
    </PageContainer>
  );
}
