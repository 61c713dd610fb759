// The member site's layout (SPEC.md §2 "Layout"): side menu, header, content and footer. Game pages
// hide the side menu; /seamless has no footer either.
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './MainLayout.module.css';

export function MainLayout({ sideMenu = true, footer = true }: { sideMenu?: boolean; footer?: boolean }) {
  return (
    <div className={styles.shell} data-layout={sideMenu ? 'home' : 'game'}>
      {sideMenu ? <SideMenu /> : null}
      <div className={styles.column}>
        <Header showMenuToggle={sideMenu} />
        <main className={styles.main} id="main">
          <Outlet />
        </main>
        {footer ? <Footer /> : null}
      </div>
    </div>
  );
}
