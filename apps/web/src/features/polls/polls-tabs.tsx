import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

/** Live polls, live votes, and the citizen's own ballots with recently closed polls. */
export function PollsTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: paths.livePolls, label: t('polls.live.polls') },
    { to: paths.liveVotes, label: t('polls.live.votes') },
    { to: paths.myBallots, label: t('polls.mine.tab') },
  ];
  return (
    <Nav variant="pills" className="mb-3 gap-2" aria-label={t('polls.live.tabsLabel')}>
      {tabs.map((tab) => (
        <Nav.Item key={tab.to}>
          <Nav.Link as={NavLink} to={tab.to} className="border">
            {tab.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
