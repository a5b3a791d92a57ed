import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { ResponsiveImage } from '@dealer/blocks/ui/media'
import type { MakeTile, MenuEntry, MenuLink, SiteChrome } from './site-chrome'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

// The search box's suggestions load once it is focused: a page whose box is never used doesn't fetch their code.
const SearchSuggestions = lazy(() => import('../search/suggestions/SearchSuggestions'))

interface SiteHeaderProps {
  name: string
  phone: string | null
  /** The site's logo from its settings; without one the header shows the name as text. */
  logo: ResponsiveImage | null
  chrome: SiteChrome
  /** Signed in: My garage and Sign out; otherwise Sign in. Null: the site has no shopper accounts (an accessories store). */
  account: { signedIn: boolean } | null
}

/** Where the header's Sign in goes: sign in for the garage, and land there (features/account). */
const SIGN_IN_HREF = '/sign-in?type=my-garage&redirect=%2Fmy-garage'

/**
 * The site's header: name, main menu, phone. Dropdowns are disclosure buttons (aria-expanded); on
 * hover sites they also open on pointer hover. While one is open the header carries
 * `data-dropdown-open` (spec 001 §4). Escape closes and returns focus; leaving the entry closes it.
 */
export function SiteHeader({ name, phone, logo, chrome, account }: SiteHeaderProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const menuId = useId()
  const searchId = useId()
  const searchInput = useRef<HTMLInputElement>(null)
  const [suggesting, setSuggesting] = useState(false)

  // Focused before the page hydrated (a shopper quick to the box): no focus event will come.
  useEffect(() => {
    if (document.activeElement === searchInput.current) setSuggesting(true)
  }, [])

  useEffect(() => {
    if (openIndex === null) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenIndex(null)
    }
    document.addEventListener('mousedown', closeOnOutsideClick)
    return () => document.removeEventListener('mousedown', closeOnOutsideClick)
  }, [openIndex])

  return (
    <header ref={headerRef} className="site-header" data-dropdown-open={openIndex !== null ? '' : undefined}>
      <div className="site-header__inner">
        <a className="site-header__name" href="/">
          {logo ? <img className="site-header__logo" src={logo.src} width={logo.width} height={logo.height} alt={name} /> : name}
        </a>
        {chrome.menu.length > 0 ? (
          <ScriptButton className="site-header__menu-toggle" aria-expanded={mobileOpen} aria-controls={menuId} onClick={() => setMobileOpen((open) => !open)}>
            Menu
          </ScriptButton>
        ) : null}
        <nav aria-label="Main" id={menuId} className={mobileOpen ? 'site-nav-wrap site-nav-wrap--open' : 'site-nav-wrap'}>
          <ul className="site-nav">
            {chrome.menu.map((entry, index) => (
              <MenuItem
                key={`${entry.label}-${index}`}
                entry={entry}
                open={openIndex === index}
                opensOnHover={chrome.menuOpensOn === 'hover'}
                onOpenChange={(open) => setOpenIndex((current) => (open ? index : current === index ? null : current))}
              />
            ))}
            {phone ? (
              <li>
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>Call {phone}</a>
              </li>
            ) : null}
            {account === null ? null : account.signedIn ? (
              <>
                <li>
                  <a href="/my-garage">My garage</a>
                </li>
                <li>
                  {/* A plain form: sign-out works without JavaScript, and the page it returns to shows the shopper signed out. */}
                  <form method="post" action="/sign-out" className="site-nav__sign-out">
                    <button type="submit">Sign out</button>
                  </form>
                </li>
              </>
            ) : (
              <li>
                <a href={SIGN_IN_HREF}>Sign in</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {/* Issue 47: a sentence ("white hilux under 40k auto") to the listing it means. A GET form, so it works before any script. */}
      <form className="site-search" role="search" method="get" action="/search">
        <label htmlFor={searchId} className="visually-hidden">
          Search our cars
        </label>
        {/* The field's box: the suggestions' popup hangs from it (styles.css). */}
        <div className="site-search__field">
          <input
            ref={searchInput}
            id={searchId}
            className="site-search__input"
            type="search"
            name="q"
            maxLength={200}
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Try “white hilux under 40k auto”"
            required
            onFocus={() => setSuggesting(true)}
          />
          {suggesting ? (
            <Suspense fallback={null}>
              <SearchSuggestions input={searchInput} />
            </Suspense>
          ) : null}
        </div>
        <button type="submit" className="site-search__button">
          Search
        </button>
      </form>
    </header>
  )
}

function MenuItem({
  entry,
  open,
  opensOnHover,
  onOpenChange,
}: {
  entry: MenuEntry
  open: boolean
  opensOnHover: boolean
  onOpenChange: (open: boolean) => void
}) {
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  if (entry.kind === 'link') {
    return (
      <li>
        <a href={entry.href}>{entry.label}</a>
      </li>
    )
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onOpenChange(false)
    buttonRef.current?.focus()
  }
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
  }
  return (
    // Escape and focus leaving are caught for the whole dropdown here; its button and links are what take focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`site-nav__dropdown${open ? ' site-nav__dropdown--open' : ''}`}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
      onMouseEnter={opensOnHover ? () => onOpenChange(true) : undefined}
      onMouseLeave={opensOnHover ? () => onOpenChange(false) : undefined}
    >
      <ScriptButton ref={buttonRef} aria-expanded={open} aria-controls={panelId} onClick={() => onOpenChange(!open)}>
        {entry.label}
      </ScriptButton>
      <div id={panelId} className={entry.kind === 'makes' ? 'mega-menu' : 'dropdown-menu'} hidden={!open}>
        {entry.kind === 'makes' ? (
          <MakeTiles makes={entry.makes} allHref={entry.href} label={entry.label} />
        ) : (
          <DropdownLinks links={entry.links} allHref={entry.href} label={entry.label} />
        )}
      </div>
    </li>
  )
}

function DropdownLinks({ links, allHref, label }: { links: MenuLink[]; allHref: string | null; label: string }) {
  return (
    <ul>
      {allHref ? (
        <li>
          <a href={allHref}>All {label}</a>
        </li>
      ) : null}
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}

function MakeTiles({ makes, allHref, label }: { makes: MakeTile[]; allHref: string | null; label: string }) {
  return (
    <>
      <ul className="mega-menu__tiles">
        {makes.map((make, index) => (
          // Fixed tiles staff list may share an address (two dealerships' tiles both to Used cars): the place keys them too.
          <li key={`${make.href}-${index}`}>
            <a href={make.href} className="mega-menu__tile">
              <img src={make.logo} alt="" width={76} height={65} loading="lazy" decoding="async" />
              <span>{make.name}</span>
              {make.count === undefined ? null : (
                <span className="mega-menu__count">
                  {make.count} {make.count === 1 ? 'car' : 'cars'}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {allHref ? (
        <p className="mega-menu__all">
          <a href={allHref}>All {label}</a>
        </p>
      ) : null}
    </>
  )
}
