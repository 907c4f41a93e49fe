import { useId, useMemo, useState } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { helpGroupPath, helpIndexOf, searchHelp, type HelpEntry } from '../../src/help';
import { useServices } from '../app/ServicesContext';

function EntryList({ entries }: { entries: readonly HelpEntry[] }) {
  return (
    <ul className="sf-help-list">
      {entries.map((entry) => (
        <li key={entry.href}>
          <Link to={entry.href}>{entry.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/help/` and `/help/group/{code}/`: the store's questions by group (every group, or the
 * one asked for), a search over their titles that answers as the shopper types, and the
 * reasons to get in touch. The questions and reasons are the store's own pages
 * (src/help/helpCentre.ts).
 */
export function HelpCentreScreen() {
  // Set on /help/group/{code}/ only.
  const { groupCode } = useParams({ strict: false }) as { groupCode?: string };
  const { coreData } = useServices();
  const index = useMemo(() => helpIndexOf(coreData.pages), [coreData.pages]);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = groupCode
    ? index.groups.filter((group) => group.code === groupCode)
    : index.groups;
  const heading = groupCode ? (groups[0]?.title ?? 'Help centre') : 'Help centre';
  const results = query.trim() ? searchHelp(index, query) : null;

  return (
    <section className="sf-help" aria-labelledby={`${searchId}-heading`}>
      <h1 id={`${searchId}-heading`}>{heading}</h1>
      {groupCode ? (
        <p className="sf-help-intro">
          <Link to="/help/">All help topics</Link>
        </p>
      ) : (
        <>
          <p className="sf-help-intro">Answers to the questions we are asked most.</p>
          <form
            className="sf-help-search"
            role="search"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={searchId}>Search the help centre</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </form>
        </>
      )}
      <p className="ui-visually-hidden" role="status">
        {results ? `${results.length} ${results.length === 1 ? 'answer' : 'answers'} found` : ''}
      </p>
      {results ? (
        results.length > 0 ? (
          <EntryList entries={results} />
        ) : (
          <p>No answers match “{query.trim()}”. Try other words, or get in touch below.</p>
        )
      ) : groups.length > 0 ? (
        <ul className="sf-help-groups">
          {groups.map((group) => (
            <li key={group.code} className="sf-help-group">
              {/* On a group's own page its title is the page's heading already. */}
              {groupCode ? null : (
                <h2>
                  <Link to={helpGroupPath(group.code)}>{group.title}</Link>
                </h2>
              )}
              <EntryList entries={group.questions} />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no help pages yet.</p>
      )}
      {index.reasons.length > 0 && (
        <>
          <h2>Still need help?</h2>
          <ul className="sf-help-reasons">
            {index.reasons.map((reason) => (
              <li key={reason.href}>
                <Link to={reason.href}>{reason.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
