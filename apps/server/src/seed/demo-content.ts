// Texts of the demo notices and help topics, in both interface languages.
const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);

export const NOTICES = [
  {
    language: 'en',
    title: 'Welcome to Playdeck',
    content: 'New members: verify your mobile number in the security centre to unlock withdrawals.',
    publishedAt: hoursAgo(1),
  },
  {
    language: 'en',
    title: 'Scheduled maintenance',
    content: 'Live casino tables will restart briefly on Tuesday at 04:00 (GMT+8).',
    publishedAt: hoursAgo(20),
  },
  {
    language: 'en',
    title: 'Play responsibly',
    content: 'Set deposit limits or take a break at any time from the security centre.',
    publishedAt: hoursAgo(48),
  },
  {
    language: 'vi',
    title: 'Chào mừng đến với Playdeck',
    content: 'Thành viên mới: xác minh số điện thoại trong trung tâm bảo mật để mở khóa rút tiền.',
    publishedAt: hoursAgo(1),
  },
  {
    language: 'vi',
    title: 'Bảo trì định kỳ',
    content: 'Các bàn casino trực tiếp sẽ khởi động lại trong giây lát vào thứ Ba lúc 04:00 (GMT+8).',
    publishedAt: hoursAgo(20),
  },
  {
    language: 'vi',
    title: 'Chơi có trách nhiệm',
    content: 'Bạn có thể đặt giới hạn nạp tiền hoặc tạm nghỉ bất cứ lúc nào trong trung tâm bảo mật.',
    publishedAt: hoursAgo(48),
  },
];

type Topic = { code: string; en: [string, string]; vi: [string, string] };

const TOPICS: Topic[] = [
  {
    code: 'about',
    en: [
      'About us',
      '<p>Playdeck is an online gaming platform offering live casino, slots, lottery and more. This demonstration site holds no gaming licence: see the licence notice in the footer.</p><p>Every game result on our house tables is provably fair: you can verify any round yourself.</p>',
    ],
    vi: [
      'Giới thiệu',
      '<p>Playdeck là nền tảng trò chơi trực tuyến với casino trực tiếp, slot, xổ số và nhiều hơn nữa. Trang trình diễn này không có giấy phép cờ bạc: xem mục giấy phép ở chân trang.</p><p>Mọi kết quả trên các bàn của nhà cái đều có thể kiểm chứng: bạn có thể tự xác minh bất kỳ ván nào.</p>',
    ],
  },
  {
    code: 'term',
    en: [
      'Terms and conditions',
      '<p>You must be 18 or older to open an account. One account per person. Bets are final once a round has started.</p><p>We may suspend accounts involved in fraud, abuse of promotions or collusion.</p>',
    ],
    vi: [
      'Điều khoản và điều kiện',
      '<p>Bạn phải từ 18 tuổi trở lên để mở tài khoản. Mỗi người một tài khoản. Cược là cuối cùng khi ván chơi đã bắt đầu.</p><p>Chúng tôi có thể tạm khóa tài khoản liên quan đến gian lận, lạm dụng khuyến mãi hoặc thông đồng.</p>',
    ],
  },
  {
    code: 'privacy',
    en: [
      'Privacy policy',
      '<p>We keep only the data needed to run your account and meet our legal duties. Passwords are stored as salted hashes and never in your browser.</p>',
    ],
    vi: [
      'Chính sách bảo mật',
      '<p>Chúng tôi chỉ lưu những dữ liệu cần thiết để vận hành tài khoản và đáp ứng nghĩa vụ pháp lý. Mật khẩu được lưu dưới dạng băm có muối và không bao giờ lưu trong trình duyệt.</p>',
    ],
  },
  {
    code: 'responsible',
    en: [
      'Responsible gaming',
      '<p>Gaming should be fun. Set a budget, take breaks and never chase losses. If gaming stops being fun, contact customer service to set limits or close your account.</p>',
    ],
    vi: [
      'Chơi có trách nhiệm',
      '<p>Trò chơi nên mang lại niềm vui. Hãy đặt ngân sách, nghỉ ngơi và đừng bao giờ cố gỡ thua. Nếu trò chơi không còn vui, hãy liên hệ chăm sóc khách hàng để đặt giới hạn hoặc đóng tài khoản.</p>',
    ],
  },
  {
    code: 'faq',
    en: [
      'FAQ',
      '<p><strong>How long does a withdrawal take?</strong> Most withdrawals are approved within 15 minutes.</p><p><strong>I forgot my password.</strong> Use “Forgot password” on the login window to reset it by e-mail or SMS.</p>',
    ],
    vi: [
      'Câu hỏi thường gặp',
      '<p><strong>Rút tiền mất bao lâu?</strong> Hầu hết các lệnh rút được duyệt trong vòng 15 phút.</p><p><strong>Tôi quên mật khẩu.</strong> Dùng “Quên mật khẩu” ở cửa sổ đăng nhập để đặt lại qua e-mail hoặc SMS.</p>',
    ],
  },
  {
    code: 'contact',
    en: [
      'Contact us',
      '<p>Customer service is open 24 hours a day, 7 days a week, through live chat, Telegram and Messenger.</p>',
    ],
    vi: [
      'Liên hệ',
      '<p>Chăm sóc khách hàng hoạt động 24 giờ mỗi ngày, 7 ngày mỗi tuần qua trò chuyện trực tuyến, Telegram và Messenger.</p>',
    ],
  },
];

export const HELP_TOPICS = TOPICS.flatMap((topic, index) => [
  { code: topic.code, language: 'en', title: topic.en[0], contentHtml: topic.en[1], sortOrder: index },
  { code: topic.code, language: 'vi', title: topic.vi[0], contentHtml: topic.vi[1], sortOrder: index },
]);

/** The home carousel (w_home), the registration picture (w_reg) and the side-menu picture (w_leftmenu). */
const BANNER_SET = [
  {
    groupName: 'w_home',
    image: 'slots',
    title: { en: '26 house slots, provably fair', vi: '26 máy slot, công bằng có thể kiểm chứng' },
    linkageType: 'ROUTE',
    linkUrl: '/rng',
  },
  {
    groupName: 'w_home',
    image: 'live',
    title: { en: 'Live baccarat around the clock', vi: 'Baccarat trực tiếp suốt ngày đêm' },
    linkageType: 'ROUTE',
    linkUrl: '/live',
  },
  {
    groupName: 'w_home',
    image: 'jackpot',
    title: { en: 'Every spin grows the jackpot', vi: 'Mỗi vòng quay làm jackpot lớn thêm' },
    linkageType: 'ROUTE',
    linkUrl: '/rng',
  },
  {
    groupName: 'w_reg',
    image: 'jackpot',
    title: { en: 'Join and play today', vi: 'Tham gia và chơi ngay hôm nay' },
    linkageType: 'NONE',
    linkUrl: null,
  },
  {
    groupName: 'w_leftmenu',
    image: 'slots',
    title: { en: 'New slots every month', vi: 'Slot mới mỗi tháng' },
    linkageType: 'ROUTE',
    linkUrl: '/rng',
  },
] as const;

export const BANNERS = (['en', 'vi'] as const).flatMap((language) =>
  BANNER_SET.map((banner, index) => ({
    groupName: banner.groupName,
    language,
    title: banner.title[language],
    imageUrl: `/banners/${banner.image}.webp`,
    linkageType: banner.linkageType,
    linkUrl: banner.linkUrl,
    sortOrder: index,
  })),
);

type DemoAnnouncement = {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'F' | 'B' | null;
  promotionType: string | null;
  hoursAgo: number;
  en: readonly [title: string, html: string];
  vi: readonly [title: string, html: string];
};

/**
 * The announcement list (11 per language, so that it pages at 9) and three popups: one for
 * visitors (B), one for signed-in members (A) and one for a member's first sign-in (F).
 */
const ANNOUNCEMENT_SET: readonly DemoAnnouncement[] = [
  {
    type: 'PU',
    execution: 'B',
    promotionType: null,
    hoursAgo: 2,
    en: [
      'Welcome to Playdeck',
      '<p>Try any game for free with <strong>Free play</strong>, or register in a minute to play for real.</p><p>Every house game is provably fair: each round can be checked on the <a href="/house/verify">verify page</a>.</p>',
    ],
    vi: [
      'Chào mừng đến với Playdeck',
      '<p>Chơi thử miễn phí mọi trò chơi với <strong>Chơi thử</strong>, hoặc đăng ký trong một phút để chơi thật.</p><p>Mọi trò chơi của nhà cái đều công bằng có thể kiểm chứng: từng ván có thể kiểm tra trên <a href="/house/verify">trang kiểm chứng</a>.</p>',
    ],
  },
  {
    type: 'PR',
    execution: 'A',
    promotionType: 'VIP',
    hoursAgo: 3,
    en: [
      'Climb the VIP ladder',
      '<p>Every valid bet and deposit counts toward your next VIP level, and each level pays an <strong>upgrade bonus</strong> once.</p><p>See your level and progress in the security centre.</p>',
    ],
    vi: [
      'Leo thang VIP',
      '<p>Mỗi cược hợp lệ và mỗi lần nạp tiền đều được tính cho cấp VIP tiếp theo, và mỗi cấp trả <strong>thưởng thăng cấp</strong> một lần.</p><p>Xem cấp và tiến độ của bạn trong trung tâm bảo mật.</p>',
    ],
  },
  {
    type: 'PU',
    execution: 'F',
    promotionType: null,
    hoursAgo: 4,
    en: [
      'Your account is ready',
      '<p>Before your first withdrawal, set a <strong>payment password</strong> and bind a bank account in the withdraw screen.</p><ul><li>Deposits by bank transfer are credited once the operator confirms them.</li><li>Withdrawals are held until they are approved.</li></ul>',
    ],
    vi: [
      'Tài khoản của bạn đã sẵn sàng',
      '<p>Trước lần rút tiền đầu tiên, hãy đặt <strong>mật khẩu thanh toán</strong> và liên kết tài khoản ngân hàng trong màn hình rút tiền.</p><ul><li>Tiền nạp qua chuyển khoản được cộng khi nhà điều hành xác nhận.</li><li>Tiền rút được giữ lại cho đến khi được duyệt.</li></ul>',
    ],
  },
  {
    type: 'H',
    execution: null,
    promotionType: null,
    hoursAgo: 6,
    en: [
      'Lottery draws every minute',
      '<p>South-East Asia 5D draws every 1, 3 and 5 minutes; Vietnamese fast draws run for the north, south and centre. Results and odds are on the lottery pages.</p>',
    ],
    vi: [
      'Xổ số quay mỗi phút',
      '<p>Xổ số 5D Đông Nam Á quay mỗi 1, 3 và 5 phút; xổ số nhanh Việt Nam cho miền Bắc, miền Nam và miền Trung. Kết quả và tỷ lệ trả thưởng có trên các trang xổ số.</p>',
    ],
  },
  {
    type: 'PL',
    execution: null,
    promotionType: null,
    hoursAgo: 10,
    en: [
      'New baccarat table: BAC02 VIP',
      '<p>A third baccarat table with higher limits is open. A new hand is dealt every 30 seconds at every table.</p>',
    ],
    vi: [
      'Bàn baccarat mới: BAC02 VIP',
      '<p>Bàn baccarat thứ ba với hạn mức cao hơn đã mở. Mỗi bàn chia một ván mới sau mỗi 30 giây.</p>',
    ],
  },
  {
    type: 'B',
    execution: null,
    promotionType: null,
    hoursAgo: 20,
    en: [
      'Scheduled maintenance',
      '<p>Live casino tables restart briefly on Tuesday at 04:00 (GMT+8). Bets in progress are settled or refunded.</p>',
    ],
    vi: [
      'Bảo trì định kỳ',
      '<p>Các bàn casino trực tiếp khởi động lại trong giây lát vào thứ Ba lúc 04:00 (GMT+8). Các cược đang chờ sẽ được thanh toán hoặc hoàn lại.</p>',
    ],
  },
  {
    type: 'PR',
    execution: null,
    promotionType: 'JACKPOT',
    hoursAgo: 26,
    en: [
      'Every spin grows the jackpot',
      '<p>Half a percent of every house-game stake goes into the jackpot pool shown on the home page.</p>',
    ],
    vi: [
      'Mỗi vòng quay làm jackpot lớn thêm',
      '<p>Nửa phần trăm mỗi khoản cược trò chơi của nhà cái được đưa vào quỹ jackpot hiển thị trên trang chủ.</p>',
    ],
  },
  {
    type: 'B',
    execution: null,
    promotionType: null,
    hoursAgo: 40,
    en: [
      'Withdrawal times',
      '<p>Withdrawals are reviewed in order. Money is held from your balance while a withdrawal waits and returned at once if it is rejected.</p>',
    ],
    vi: [
      'Thời gian rút tiền',
      '<p>Các yêu cầu rút tiền được xét duyệt theo thứ tự. Tiền được tạm giữ trong khi chờ và hoàn lại ngay nếu bị từ chối.</p>',
    ],
  },
  {
    type: 'H',
    execution: null,
    promotionType: null,
    hoursAgo: 50,
    en: [
      'How provably fair works',
      '<ol><li>Before you play you see the SHA-256 hash of the server seed.</li><li>You may set your own client seed.</li><li>When you rotate seeds the old server seed is revealed, and any round can be recomputed.</li></ol>',
    ],
    vi: [
      'Cơ chế công bằng có thể kiểm chứng',
      '<ol><li>Trước khi chơi bạn thấy mã băm SHA-256 của hạt giống máy chủ.</li><li>Bạn có thể tự đặt hạt giống của mình.</li><li>Khi đổi hạt giống, hạt giống cũ được công bố và mọi ván đều có thể tính lại.</li></ol>',
    ],
  },
  {
    type: 'PL',
    execution: null,
    promotionType: null,
    hoursAgo: 70,
    en: [
      'Sign-in protection',
      '<p>A sign-in from a new place asks for a second proof you own: an SMS code, an e-mail code, your bank account name or an authenticator code.</p>',
    ],
    vi: [
      'Bảo vệ đăng nhập',
      '<p>Đăng nhập từ một nơi mới sẽ yêu cầu thêm một bằng chứng: mã SMS, mã e-mail, tên tài khoản ngân hàng hoặc mã xác thực.</p>',
    ],
  },
  {
    type: 'B',
    execution: null,
    promotionType: null,
    hoursAgo: 96,
    en: [
      'Play responsibly',
      '<p>Gambling is for adults aged 18 and over. Set yourself limits and take breaks; customer service can help at any time.</p>',
    ],
    vi: [
      'Chơi có trách nhiệm',
      '<p>Cá cược chỉ dành cho người từ 18 tuổi trở lên. Hãy tự đặt giới hạn và nghỉ ngơi; chăm sóc khách hàng luôn sẵn sàng hỗ trợ.</p>',
    ],
  },
];

export const ANNOUNCEMENTS = ANNOUNCEMENT_SET.flatMap((announcement, index) =>
  (['en', 'vi'] as const).map((language) => ({
    language,
    type: announcement.type,
    execution: announcement.execution,
    promotionType: announcement.promotionType,
    title: announcement[language][0],
    contentHtml: announcement[language][1],
    sortOrder: index < 3 ? 0 : 1,
    publishedAt: hoursAgo(announcement.hoursAgo),
  })),
);

/** This demo holds no licence: the text says so and tells the operator where theirs goes. */
export const LICENCES = [
  {
    language: 'en',
    title: 'Licence',
    authority: 'None (demonstration site)',
    licenceNumber: 'Not licensed',
    contentHtml:
      "<p>This site runs Playdeck, open-source gaming software, with demonstration data. It holds no gaming licence and takes no real money.</p><p>An operator who installs Playdeck publishes the licence it holds here: the issuing authority, the licence number, its terms and the authority's seal (<code>PUT /api/operator/licence/en</code>).</p>",
    sealUrl: null,
  },
  {
    language: 'vi',
    title: 'Giấy phép',
    authority: 'Không có (trang trình diễn)',
    licenceNumber: 'Chưa cấp phép',
    contentHtml:
      '<p>Trang này chạy Playdeck, phần mềm trò chơi mã nguồn mở, với dữ liệu trình diễn. Trang không có giấy phép cờ bạc và không nhận tiền thật.</p><p>Nhà điều hành cài đặt Playdeck sẽ công bố giấy phép của mình tại đây: cơ quan cấp phép, số giấy phép, các điều khoản và con dấu của cơ quan (<code>PUT /api/operator/licence/vi</code>).</p>',
    sealUrl: null,
  },
];
