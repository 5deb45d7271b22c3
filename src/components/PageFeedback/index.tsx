import React, {useState, type MouseEvent} from 'react';
import {trackEvent} from '@site/src/lib/analytics';
import {APP_BAR_HEIGHT} from '@site/src/layout/constants';
import {ChromeClassNames} from '@site/src/layout/classNames';
import {helpfulUrl, reportProblemUrl, sectionInView, type PageFacts} from './feedbackLinks';
import styles from './styles.module.css';

interface Props extends PageFacts {
  /** The page's path, sent with the answer. */
  path: string;
}

/**
 * Under every doc page: "Was this page helpful?" and "Report a problem with this page". All three are plain
 * links to a pre-filled GitHub issue, so they work without JavaScript. With it, Yes and No send the
 * `page-feedback-yes`/`page-feedback-no` event with the path and thank the reader instead, and the report
 * link names the section in view when it is followed.
 */
export function PageFeedback({path, ...page}: Props) {
  const [answered, setAnswered] = useState(false);
  const answer = (helpful: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    trackEvent(helpful ? 'page-feedback-yes' : 'page-feedback-no', {path});
    setAnswered(true);
  };
  const withSection = (event: MouseEvent<HTMLAnchorElement>) => {
    const article = event.currentTarget.closest('article') ?? document;
    event.currentTarget.href = reportProblemUrl(page, sectionInView(article, APP_BAR_HEIGHT + 16));
  };
  return (
    <aside className={`${ChromeClassNames.pageFeedback} ${styles.feedback}`} aria-label="Page feedback">
      {answered ? (
        <p role="status">Thank you for telling us.</p>
      ) : (
        <p>
          Was this page helpful?{' '}
          <a href={helpfulUrl(page, true)} onClick={answer(true)}>
            Yes
          </a>{' '}
          <a href={helpfulUrl(page, false)} onClick={answer(false)}>
            No
          </a>
        </p>
      )}
      <p>
        <a href={reportProblemUrl(page, null)} target="_blank" rel="noopener noreferrer" onClick={withSection}>
          Report a problem with this page
        </a>
      </p>
    </aside>
  );
}
