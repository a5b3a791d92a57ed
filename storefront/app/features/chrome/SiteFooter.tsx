import type { FooterGroup } from './site-chrome'

/** The footer's link groups (each a titled list), then the site's name and tagline. */
export function SiteFooter({ name, tagline, groups }: { name: string; tagline: string | null; groups: FooterGroup[] }) {
  return (
    <footer className="site-footer">
      {groups.length > 0 ? (
        <div className="site-footer__groups">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title} className="site-footer__group">
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {name}
        {tagline ? ` · ${tagline}` : ''}
      </p>
    </footer>
  )
}
