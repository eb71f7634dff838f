import { Link } from '@xingheng/shared/router';
import './choiceLinks.css';

/** One choice of a {@link ChoiceLinks} filter: its text and the address of the list filtered. */
export interface ChoiceLink {
  key: string;
  label: string;
  to: string;
}

/**
 * A filter whose state lives in the URL (a notice type, a news category) as a row of links, drawn
 * like antd's solid button-style `Radio.Group` (joined buttons, the chosen one filled with the
 * primary colour). Each choice is a link to the filtered list's address, so it works before the
 * page is hydrated, with the keyboard like any link, and Back restores the previous choice; the
 * chosen one is marked `aria-current="page"`.
 * @param props.label the navigation landmark's name, e.g. `公告类型`
 * @param props.choices the choices in order, e.g. 全部 first
 * @param props.current the key of the chosen choice
 * @param props.className the app's class for its spacing
 */
export function ChoiceLinks({
  label,
  choices,
  current,
  className,
}: {
  label: string;
  choices: readonly ChoiceLink[];
  current: string;
  className?: string;
}) {
  return (
    <nav className={className ? `xh-choices ${className}` : 'xh-choices'} aria-label={label}>
      <ul className="xh-choices-list">
        {choices.map((choice) => {
          const chosen = choice.key === current;
          return (
            <li key={choice.key}>
              <Link
                to={choice.to}
                className={chosen ? 'xh-choice xh-choice--chosen' : 'xh-choice'}
                aria-current={chosen ? 'page' : undefined}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
