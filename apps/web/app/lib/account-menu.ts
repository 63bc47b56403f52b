/** spec §2 Account: the user menu's settings (menu_show_avatar, _username, _balance, _icons). */
export const MENU_SHOW_AVATAR: boolean = true;
export const MENU_SHOW_USERNAME: boolean = true;
export const MENU_SHOW_BALANCE: boolean = true;
export const MENU_SHOW_ICONS: boolean = true;
