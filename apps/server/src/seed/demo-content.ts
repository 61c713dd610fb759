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
      '<p>Playdeck is an online gaming platform offering live casino, slots, lottery and more, operated under licence.</p><p>Every game result on our house tables is provably fair: you can verify any round yourself.</p>',
    ],
    vi: [
      'Giới thiệu',
      '<p>Playdeck là nền tảng trò chơi trực tuyến với casino trực tiếp, slot, xổ số và nhiều hơn nữa, hoạt động theo giấy phép.</p><p>Mọi kết quả trên các bàn của nhà cái đều có thể kiểm chứng: bạn có thể tự xác minh bất kỳ ván nào.</p>',
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
    imageUrl: `/banners/${banner.image}.svg`,
    linkageType: banner.linkageType,
    linkUrl: banner.linkUrl,
    sortOrder: index,
  })),
);
