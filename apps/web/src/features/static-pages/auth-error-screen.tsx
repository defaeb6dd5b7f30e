import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageContainer } from '../../components/page-container';

export function AuthErrorScreen() {
  return (
    <PageContainer narrow>
      <Alert variant="danger">
        <Alert.Heading as="h1" className="h3">
          Authentication Failed
        </Alert.Heading>
        <p className="mb-0">Something went wrong during the authentication. Please try again.</p>
      </Alert>
      <Link to={paths.login} className="btn btn-primary">
        Back to log in
      </Link>
    </PageContainer>
  );
}
