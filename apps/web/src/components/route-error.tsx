import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PageContainer } from './page-container';

/** Shown when a screen fails to load or render, e.g. after an update replaced its code. */
export function RouteError() {
  return (
    <PageContainer narrow>
      <Alert variant="warning">
        <Alert.Heading as="h1" className="h4">
          This page could not be shown
        </Alert.Heading>
        <p className="mb-0">
          The app may have been updated, or the connection dropped. Reloading usually fixes it.
        </p>
      </Alert>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </PageContainer>
  );
}
