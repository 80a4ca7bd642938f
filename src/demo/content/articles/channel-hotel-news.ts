/** Hotel news: refurbished rooms, packages and offers of the demo hotels, by the editorial team. (docs/design/content.md §11) */
import type { SeedArticle } from './model/types';

export const ARTICLES: SeedArticle[] = [
  {
    key: 'sanya-members-winter-early-booking',
    channel: 'hotel-news',
    daysAgo: 2,
    featured: true,
    tags: ['三亚', '会员', '优惠', '海岛'],
    cover: 'beach',
    'zh-cn': {
      title: '三亚冬季会员早订礼遇：提前三十天预订，延迟退房',
      summary: '冬天是三亚最抢手的季节。会员提前三十天预订亚龙湾和三亚湾两家酒店，可享延迟退房和欢迎水果，房价不变。',
      content: `<p>每年入冬以后，北方的寒风一起，三亚的房间就开始紧俏，春节前后更是一房难求。为了让早做计划的会员住得更从容，三亚亚龙湾椰林度假酒店和三亚湾海月酒店推出冬季会员早订礼遇。</p>
<h2>礼遇内容</h2>
<ul>
<li>登录会员账户后，入住日期前至少三十天在本站完成预订，即可享受礼遇。</li>
<li>退房时间可延迟至下午两点（视当日房态安排，请在入住时向前台确认）。</li>
<li>入住当天房间里备有一份海南时令水果，芒果、莲雾、菠萝蜜，随季节而定。</li>
<li>房价按页面显示的价格结算，不另加价；预订积分照常累计。</li>
</ul>
<figure><img src="scene:beach" alt="清晨的海滩，椰树下摆着几张空着的躺椅"><figcaption>冬天的三亚，早上的海水已经暖得可以下水。</figcaption></figure>
<h2>两家酒店怎么选</h2>
<p>带孩子出行，推荐三亚亚龙湾椰林度假酒店：酒店直通<a href="https://zh.wikipedia.org/wiki/亚龙湾">亚龙湾</a>白沙滩，海水平缓适合浮潜，园区里有三个泳池和儿童俱乐部，海景家庭房够一家人住。想看日落、行程又紧凑的，三亚湾海月酒店离凤凰机场约十五分钟车程，屋顶有无边泳池，免费机场接送需至少提前二十四小时预约。</p>
<blockquote>冬天去三亚，订房要趁早，机票也一样。</blockquote>
<p>礼遇适用于两家酒店的全部房型，不能与其他优惠叠加。入住时前台会根据订单核对礼遇；如有疑问，欢迎联系客服。</p>`,
    },
    en: {
      title: 'Sanya this winter: book 30 days ahead as a member for a late check-out',
      summary:
        'Winter is peak season in Sanya. Members who book either of our Yalong Bay or Sanya Bay hotels 30 days ahead get a late check-out and a welcome fruit plate, at the usual price.',
      content: `<p>As soon as the cold sets in up north, rooms in Sanya start to go, and around the Spring Festival they are hard to find at all. To reward members who plan early, the Palm Grove Resort Yalong Bay and the Haiyue Hotel Sanya Bay are offering a winter early-booking benefit.</p>
<h2>What you get</h2>
<ul>
<li>Sign in to your member account and book on this site at least 30 days before your arrival date.</li>
<li>Check out as late as 2pm, subject to availability on the day; please confirm at the front desk when you arrive.</li>
<li>Find a plate of Hainan fruit in your room on arrival: mango, wax apple or jackfruit, depending on the season.</li>
<li>You pay the price shown on the booking page, nothing more, and earn booking points as usual.</li>
</ul>
<figure><img src="scene:beach" alt="A beach in the early morning, with empty loungers under the palm trees"><figcaption>Even in winter, the sea in Sanya is warm enough for a morning swim.</figcaption></figure>
<h2>Which hotel suits you</h2>
<p>Travelling with children? Choose the Palm Grove Resort Yalong Bay. It opens straight onto the white sand of <a href="https://en.wikipedia.org/wiki/Yalong_Bay">Yalong Bay</a>, where the calm water is good for snorkelling, the grounds have three pools and a kids' club, and the Sea View Family Room sleeps the whole family. For sunsets and short trips, the Haiyue Hotel Sanya Bay is fifteen minutes from Phoenix Airport, has an infinity pool on the roof and offers free airport transfers, which must be booked at least 24 hours ahead.</p>
<blockquote>For Sanya in winter, book your room early, and your flights too.</blockquote>
<p>The benefit applies to every room type at both hotels and cannot be combined with other offers. The front desk checks the benefit against your booking when you arrive; if anything is unclear, our customer service team is happy to help.</p>`,
    },
  },
  {
    key: 'riverside-bund-river-view-rooms-refreshed',
    channel: 'hotel-news',
    daysAgo: 14,
    tags: ['上海', '住宿'],
    cover: 'skyline',
    'zh-cn': {
      title: '上海外滩江岸酒店江景房焕新，窗边多了一张阅读榻',
      summary: '江景豪华大床房完成焕新：换了床垫和遮光帘，窗边加了一张能看黄浦江的阅读榻，老银行大楼的铜框窗原样保留。',
      content: `<p>上海外滩江岸酒店由上世纪二十年代的一栋银行大楼改建而成。今年秋天，酒店完成了江景豪华大床房的焕新，客房已全部恢复开放，房型和价格都没有变化。</p>
<h2>这次改了什么</h2>
<ul>
<li>换上了新床垫和羽绒枕，床头增加了可调光的阅读灯和充电口。</li>
<li>老式铜框窗原样保留，内侧加装了一层隔音玻璃，临街的车声小了很多。</li>
<li>窗边新设一张阅读榻，正对黄浦江和对岸的陆家嘴。</li>
<li>遮光帘换成了双层，想睡懒觉的客人不会再被清晨的阳光叫醒。</li>
</ul>
<figure><img src="scene:skyline" alt="黄昏时分的城市天际线，江对岸的高楼亮起了灯"><figcaption>从江景房的阅读榻上，正好能看到对岸陆家嘴亮灯。</figcaption></figure>
<h2>没有变的</h2>
<p>将近四米的层高、大理石浴室和独立浴缸都保留了下来。设计团队说，这次焕新的原则是“只动看不见的地方，和坐下来会用到的地方”，让老建筑的气质留在原处。</p>
<blockquote>推开窗，还是那条江；坐下来，比以前更舒服了一点。</blockquote>
<p>江景豪华大床房可以直接在酒店页面预订。住店期间，礼宾部可以代订<a href="https://zh.wikipedia.org/wiki/外滩">外滩</a>游船和沪上老馆子，顶楼的露台酒吧营业到凌晨一点。</p>`,
    },
    en: {
      title: 'River view rooms refreshed at The Riverside Bund Hotel Shanghai',
      summary:
        "The Deluxe King, River View has new mattresses, blackout curtains and a window seat facing the Huangpu, while the old bank building's brass-framed windows stay as they were.",
      content: `<p>The Riverside Bund Hotel Shanghai occupies a 1920s bank building on the Bund. This autumn the hotel finished refreshing its Deluxe King, River View rooms, which are all back in service with the same layout and the same prices.</p>
<h2>What has changed</h2>
<ul>
<li>New mattresses and down pillows, with dimmable reading lights and charging points at the bedhead.</li>
<li>The original brass-framed windows stay, with a layer of secondary glazing inside that takes the edge off the traffic below.</li>
<li>A new window seat looks straight across the Huangpu to Lujiazui.</li>
<li>Double blackout curtains, so late sleepers are no longer woken by the early sun.</li>
</ul>
<figure><img src="scene:skyline" alt="A city skyline at dusk, with the towers across the river lighting up"><figcaption>From the window seat you can watch Lujiazui light up across the river.</figcaption></figure>
<h2>What has not</h2>
<p>The ceilings of almost four metres, the marble bathrooms and the separate bathtubs are all still there. The brief for the refresh was to change only what guests do not see and what they sit or sleep on, and to leave the character of the old building where it was.</p>
<blockquote>Open the window and it is the same river; sit down and it is a little more comfortable than before.</blockquote>
<p>The Deluxe King, River View can be booked on the hotel's page. During your stay the concierge can arrange a river cruise along <a href="https://en.wikipedia.org/wiki/The_Bund">the Bund</a> or a table at an old local favourite, and the terrace bar on the top floor stays open until 1am.</p>`,
    },
  },
  {
    key: 'hanatsuki-ginza-sakura-afternoon-tea',
    channel: 'hotel-news',
    daysAgo: 30,
    tags: ['东京', '茶', '美食'],
    cover: 'tea-house',
    'zh-cn': {
      title: '东京银座花月酒店春季樱花下午茶',
      summary: '樱花季里，酒店茶廊推出限定下午茶：樱饼、草莓甜点、抹茶和一杯樱花茶，花期结束即止。',
      content: `<p>每到春天樱花开放的几周，东京银座花月酒店的茶廊都会换上一套樱花主题的下午茶。三层点心架上，甜的、咸的、和风的、洋风的都有，配一壶茶可以坐上一个下午。</p>
<h2>点心架上有什么</h2>
<ul>
<li><strong>樱饼</strong>：粉色的糯米皮包红豆馅，外面裹一片盐渍樱叶，咸甜之间带一点樱叶的清香。</li>
<li><strong>草莓甜点</strong>：春天正是日本草莓最甜的时候，做成小蛋糕和挞。</li>
<li><strong>司康</strong>：配樱花果酱和凝脂奶油。</li>
<li><strong>咸点</strong>：鸡蛋三明治和时令蔬菜小食。</li>
</ul>
<p>饮品可以选抹茶、煎茶或红茶，每位客人还会收到一杯樱花茶：盐渍的樱花放进热水里，慢慢在杯中展开。</p>
<figure><img src="scene:tea-house" alt="茶室窗边的小桌上摆着三层点心架和一壶热茶"><figcaption>樱花季的下午，茶廊靠窗的座位最抢手。</figcaption></figure>
<h2>预订提示</h2>
<p>下午茶只在樱花季供应，具体结束时间随当年花期而定。茶廊座位不多，周末建议提前在前台或通过礼宾部预订，住店客人优先安排。吃完下午茶，步行十分钟就是筑地场外市场，沿中央通逛<a href="https://zh.wikipedia.org/wiki/银座">银座</a>的老牌百货也很方便。</p>
<blockquote>樱花只开几周，这份下午茶也一样。</blockquote>`,
    },
    en: {
      title: 'A cherry blossom afternoon tea at the Hanatsuki Hotel Ginza',
      summary:
        'For the few weeks of sakura season, the tea lounge serves a special afternoon tea of cherry leaf mochi, strawberry pastries, matcha and a cup of cherry blossom tea.',
      content: `<p>For the few weeks each spring when the cherry trees are in flower, the tea lounge at the Hanatsuki Hotel Ginza changes its afternoon tea to a sakura theme. The three-tier stand mixes sweet and savoury, Japanese and Western, and with a pot of tea it easily fills an afternoon.</p>
<h2>On the stand</h2>
<ul>
<li><strong>Sakura mochi</strong>: pink rice cake around sweet red bean paste, wrapped in a salted cherry leaf that gives it a faint, herbal perfume.</li>
<li><strong>Strawberry pastries</strong>: spring is when Japanese strawberries are sweetest, and they go into small cakes and tarts.</li>
<li><strong>Scones</strong>: with cherry blossom jam and clotted cream.</li>
<li><strong>Savouries</strong>: egg sandwiches and small dishes of seasonal vegetables.</li>
</ul>
<p>Choose matcha, sencha or black tea, and every guest also gets a cup of <em>sakurayu</em>: a salted cherry blossom that slowly opens in hot water.</p>
<figure><img src="scene:tea-house" alt="A three-tier stand and a pot of tea on a small table by a window"><figcaption>In sakura season, the window tables are the first to go.</figcaption></figure>
<h2>Booking</h2>
<p>The afternoon tea is served only during the blossom season, and when it ends depends on the flowers that year. The lounge is small, so at weekends book ahead with reception or the concierge; hotel guests are seated first. Afterwards, the Tsukiji outer market is a ten-minute walk away, and the old department stores of <a href="https://en.wikipedia.org/wiki/Ginza">Ginza</a> line Chuo-dori right outside.</p>
<blockquote>The blossom lasts only a few weeks, and so does this afternoon tea.</blockquote>`,
    },
  },
  {
    key: 'hongqiao-transit-shuttle-update',
    channel: 'hotel-news',
    daysAgo: 47,
    tags: ['上海', '交通', '住宿'],
    cover: 'train',
    'zh-cn': {
      title: '上海虹桥枢纽商旅酒店班车延长运营，深夜落地可预约接站',
      summary: '免费班车在原有线路上延长了晚间运营时间，末班车之后落地的航班和到站的高铁，可以提前预约接站。',
      content: `<p>上海虹桥枢纽商旅酒店离虹桥机场1号航站楼约两公里，不少客人都是赶早班机或者深夜落地才来住一晚。从本季起，酒店调整了免费班车的安排，晚到的客人也不用再在出租车候车区排长队。</p>
<h2>班车怎么坐</h2>
<ol>
<li>班车仍然每半小时一班，早上六点发出第一班，往返酒店、虹桥机场1号航站楼和虹桥火车站（2号航站楼方向）。</li>
<li>晚间的末班车由原来的晚上九点半延后到十一点。</li>
<li>十一点以后落地或到站的客人，可以在订单备注里写上航班号或车次，或者入住前一天致电前台预约，酒店会安排车辆接站。</li>
</ol>
<p>班车和预约接站都不收费。航班延误时，前台会按实际到达时间调整，请保持手机畅通。</p>
<figure><img src="scene:train" alt="灯光明亮的高铁站台，一列高速列车停靠在站"><figcaption>从虹桥火车站出站，班车停靠点就在交通中心的到达层。</figcaption></figure>
<h2>给赶早班机的客人</h2>
<p>早上六点前要出发的客人，前台可以提前准备打包早餐；退房时间是下午一点，晚班机的客人也能从容收拾。想进市区，出门坐地铁10号线就行。</p>
<blockquote>早班机不必天不亮就出门，晚班机也不用在机场熬到半夜。</blockquote>
<p>关于<a href="https://zh.wikipedia.org/wiki/上海虹桥国际机场">虹桥机场</a>的航站楼分布，出发前可以先查一查，别走错了航站楼。</p>`,
    },
    en: {
      title: 'Later shuttles and late-night pick-ups at the Hongqiao Transit Hotel',
      summary:
        'The free shuttle now runs later into the evening, and guests landing or arriving by train after the last run can book a pick-up in advance.',
      content: `<p>The Hongqiao Transit Hotel Shanghai is about two kilometres from Terminal 1 at Hongqiao Airport, and many guests stay just one night, before an early flight or after a late landing. This season the hotel has changed its free shuttle so that late arrivals no longer have to queue at the taxi rank.</p>
<h2>How the shuttle works</h2>
<ol>
<li>The shuttle still runs every half hour from 6am between the hotel, Terminal 1 and Hongqiao railway station (the Terminal 2 side).</li>
<li>The last evening run is now at 11pm instead of 9.30pm.</li>
<li>If you land or arrive by train after 11pm, add your flight or train number to the booking notes, or call reception the day before, and a car will meet you.</li>
</ol>
<p>Both the shuttle and the pick-ups are free. If your flight is delayed, reception will follow the actual arrival time, so keep your phone on.</p>
<figure><img src="scene:train" alt="A brightly lit platform with a high-speed train standing at it"><figcaption>From Hongqiao railway station, the shuttle stops on the arrivals level of the transport hub.</figcaption></figure>
<h2>For early flights</h2>
<p>If you need to leave before 6am, reception can have a breakfast box ready for you. Check-out is at 1pm, so guests on evening flights need not rush either. For the city centre, metro line 10 is right outside.</p>
<blockquote>No more leaving in the dark for an early flight, or waiting at the airport until midnight for a late one.</blockquote>
<p>Check which terminal your flight uses at <a href="https://en.wikipedia.org/wiki/Shanghai_Hongqiao_International_Airport">Hongqiao Airport</a> before you set off; the two are a metro stop apart.</p>`,
    },
  },
  {
    key: 'qujiang-pagoda-summer-family-package',
    channel: 'hotel-news',
    daysAgo: 66,
    tags: ['西安', '亲子', '住宿', '博物馆'],
    cover: 'museum',
    'zh-cn': {
      title: '西安曲江雁塔酒店暑期亲子套餐：住家庭房，学做皮影',
      summary: '暑假带孩子来西安，亲子家庭房加早餐，周末有皮影手工课，礼宾部帮忙预约陕西历史博物馆。',
      content: `<p>西安曲江雁塔酒店离大雁塔北广场只有几分钟路程，一向受带孩子出游的家庭欢迎。今年暑假，酒店推出亲子套餐，把住、吃、玩和看博物馆的安排串在一起。</p>
<h2>套餐包括</h2>
<ul>
<li>亲子家庭房：一张大床加一张儿童床，房间里备好玩具和绘本。</li>
<li>每天两位大人的自助早餐；1.2米以下的儿童吃早餐本来就免费。</li>
<li>周末的儿童手工课，这个暑假的主题是陕西皮影：孩子们自己描样、上色、装杆，做好的小皮影可以带回家。</li>
<li>一本讲玄奘西行取经的儿童绘本，看完再去<a href="https://zh.wikipedia.org/wiki/大雁塔">大雁塔</a>，孩子会更有兴趣。</li>
</ul>
<figure><img src="scene:museum" alt="博物馆展厅里，玻璃展柜中陈列着古代陶俑"><figcaption>陕西历史博物馆的馆藏从史前延续到明清，周秦汉唐的文物最为精彩。</figcaption></figure>
<h2>看博物馆要提前约</h2>
<p>暑假是陕西历史博物馆最热门的时候，门票需要提前在官方渠道实名预约。套餐客人可以把出行日期和同行人信息交给礼宾部，由礼宾部提醒放票时间并协助预约；兵马俑一日游也可以请礼宾部代订。</p>
<blockquote>白天看文物，傍晚去北广场看音乐喷泉，晚上回酒店泡泳池——这是很多家庭在曲江的一天。</blockquote>
<p>酒店的室外泳池在暑期开放，儿童区有浅水池。套餐价格以预订页面显示为准，可在酒店页面的“亲子家庭房”下预订。</p>`,
    },
    en: {
      title: "Summer for families at the Qujiang Pagoda Hotel Xi'an",
      summary:
        "Bring the children to Xi'an this summer: a Family Room with breakfast, a shadow puppet workshop at weekends, and help booking the Shaanxi History Museum.",
      content: `<p>The Qujiang Pagoda Hotel Xi'an is a few minutes' walk from the north square of the Big Wild Goose Pagoda and has long been popular with families. This summer it is offering a family package that puts the room, the meals, the activities and the museum visits together.</p>
<h2>What is included</h2>
<ul>
<li>A Family Room with a king bed and a children's bed, and toys and picture books waiting in the room.</li>
<li>The breakfast buffet every morning for two adults; children under 1.2 metres eat free anyway.</li>
<li>The weekend craft sessions for children, which this summer are about Shaanxi shadow puppets: the children trace, colour and assemble their own small puppet to take home.</li>
<li>A picture book about the monk Xuanzang and his journey to India, good reading before a visit to the <a href="https://en.wikipedia.org/wiki/Giant_Wild_Goose_Pagoda">Big Wild Goose Pagoda</a>, which was built to hold the scriptures he brought back.</li>
</ul>
<figure><img src="scene:museum" alt="A museum gallery with ancient pottery figures in glass cases"><figcaption>The Shaanxi History Museum's collection runs from prehistory to the Qing, and is richest in the Zhou, Qin, Han and Tang.</figcaption></figure>
<h2>Book the museum early</h2>
<p>Summer is the busiest time at the Shaanxi History Museum, and tickets have to be reserved in advance through its official channels with each visitor's ID. Package guests can give their dates and party details to the concierge, who will tell them when tickets are released and help with the booking. The concierge can also arrange a day trip to the Terracotta Army.</p>
<blockquote>Relics in the morning, the fountain show on the north square at dusk, the pool before bed: that is a day in Qujiang for many families.</blockquote>
<p>The outdoor pool is open through the summer, with a shallow pool for the youngest. The package price is the one shown on the booking page; look for it under the Family Room on the hotel's page.</p>`,
    },
  },
  {
    key: 'qiju-sanlitun-rooftop-reopens',
    channel: 'hotel-news',
    daysAgo: 88,
    tags: ['北京', '夜生活', '住宿'],
    cover: 'skyline',
    'zh-cn': {
      title: '北京三里屯栖居酒店屋顶酒吧春季重新开放',
      summary: '过了一个冬天，屋顶酒吧换了新遮阳篷和绿植，周五周六有现场音乐，夏天照例营业到午夜。',
      content: `<p>北京的冬天风大，北京三里屯栖居酒店的屋顶酒吧每年入冬后都会歇业一段时间。今年开春，屋顶重新开放，趁着歇业期间做了一些改动。</p>
<h2>屋顶上的新变化</h2>
<ul>
<li>加装了可收放的遮阳篷，初夏的下午也能坐得住。</li>
<li>沿栏杆种了一圈耐旱的绿植，春天还有几盆丁香。</li>
<li>酒单上多了几款无酒精饮品和本地精酿，不喝酒的朋友也有得选。</li>
<li>狗狗可以上屋顶，请全程牵绳，吧台备有狗碗。</li>
</ul>
<figure><img src="scene:skyline" alt="傍晚的屋顶露台，远处是亮起灯的高楼"><figcaption>天黑前后，屋顶上能看到三里屯一带亮灯。</figcaption></figure>
<h2>营业时间和音乐</h2>
<p>春秋两季营业到晚上十一点，夏天照例开到午夜。周五和周六晚上有现场音乐，住在低楼层的客人可能会听到一些声音，怕吵的话可以在预订时备注要高楼层的房间。</p>
<blockquote>北京最好的季节很短，春末和秋天，值得在屋顶上多坐一会儿。</blockquote>
<p>如果想把露台留给自己，可以预订顶层的露台大床房，房间自带私人露台，含早餐。从酒店出门，<a href="https://zh.wikipedia.org/wiki/三里屯">三里屯</a>的买手店和使馆区的林荫路都在步行范围内。</p>`,
    },
    en: {
      title: 'The rooftop bar at the Qiju Hotel Sanlitun reopens for spring',
      summary:
        'After the winter break the rooftop has a new awning and planting, live music on Friday and Saturday nights, and opens until midnight in summer as before.',
      content: `<p>Winters in Beijing are windy, and the rooftop bar at the Qiju Hotel Sanlitun closes for part of them each year. It has now reopened for spring, with a few changes made during the break.</p>
<h2>What is new on the roof</h2>
<ul>
<li>A retractable awning, so early summer afternoons are comfortable too.</li>
<li>A border of hardy plants along the railings, with pots of lilac in spring.</li>
<li>A few alcohol-free drinks and local craft beers on the list, so there is something for everyone.</li>
<li>Dogs are welcome on the roof on a lead, and the bar keeps water bowls.</li>
</ul>
<figure><img src="scene:skyline" alt="A rooftop terrace at dusk, with lit towers in the distance"><figcaption>Around nightfall you can watch the lights come on across Sanlitun.</figcaption></figure>
<h2>Opening hours and music</h2>
<p>In spring and autumn the bar is open until 11pm, and in summer until midnight as before. There is live music on Friday and Saturday nights, which guests on the lower floors may hear; if you are a light sleeper, ask for a higher floor when you book.</p>
<blockquote>Beijing's best seasons are short. Late spring and autumn are worth an extra hour on a roof.</blockquote>
<p>To have a terrace all to yourself, book the Terrace King on the top floor, which comes with its own terrace and breakfast. The independent shops of <a href="https://en.wikipedia.org/wiki/Sanlitun">Sanlitun</a> and the leafy streets of the embassy district are all within walking distance.</p>`,
    },
  },
  {
    key: 'longjing-lodge-greener-stays',
    channel: 'hotel-news',
    daysAgo: 108,
    tags: ['杭州', '自然', '住宿'],
    cover: 'mountain',
    'zh-cn': {
      title: '杭州龙井茶园山居的绿色住宿：少一点一次性用品',
      summary: '客房不再主动摆放一次性洗漱用品，改用可续装的瓶子；饮用水换成过滤水和玻璃瓶，餐厅的蔬菜大多来自村里。',
      content: `<p>杭州龙井茶园山居藏在龙井村的茶山和竹林之间，客人来这里，多半是冲着山里的空气和一杯好茶。这个季节起，山居在几件日常小事上做了调整，希望住得舒服的同时，也少给山里添一点负担。</p>
<h2>客房里的变化</h2>
<ul>
<li>不再主动摆放一次性牙刷、梳子和小瓶洗浴用品，浴室里换成可续装的大瓶；需要一次性用品的客人，可以随时向前台索取。</li>
<li>瓶装水换成了玻璃水瓶，每层走廊都有过滤饮水点。</li>
<li>连住的客人，床单毛巾默认按需更换：把卡片放在床上，客房服务就会换新。</li>
</ul>
<figure><img src="scene:mountain" alt="云雾笼罩的山坡上，一层层茶树排得整整齐齐"><figcaption>清晨的茶山常有薄雾，沿步道走一圈大约一个小时。</figcaption></figure>
<h2>餐桌和步道</h2>
<p>餐厅的蔬菜、笋和鸡蛋大多从龙井村和附近的农户那里收来，菜单会随季节变化，春天有笋、马兰头和用新茶做的菜。厨房的厨余交给村里的农户堆肥。</p>
<p>前台可以提供几条茶园步道的手绘地图，也有适合带狗狗走的路线。下山去<a href="https://zh.wikipedia.org/wiki/西湖">西湖</a>开车只要十五分钟，不过山路较窄，晚上九点后不太好叫车，出门前可以先跟前台确认回程。</p>
<blockquote>在茶山里住，少用一点，山就更像山。</blockquote>`,
    },
    en: {
      title: 'Greener stays at the Longjing Tea Hills Lodge: fewer throwaway items',
      summary:
        'Rooms no longer come with single-use toiletries as standard, bottled water has given way to filtered water in glass, and most of the vegetables come from the village.',
      content: `<p>The Longjing Tea Hills Lodge sits among the tea terraces and bamboo of Longjing village, and most guests come for the mountain air and a good cup of tea. From this season the lodge has changed a few everyday things, to keep stays comfortable while asking a little less of the hills around it.</p>
<h2>In the rooms</h2>
<ul>
<li>Single-use toothbrushes, combs and miniature toiletries are no longer put out as standard; the bathrooms have large refillable bottles instead, and reception will hand out single-use items to anyone who asks.</li>
<li>Bottled water has been replaced by glass carafes, with filtered water stations on every floor.</li>
<li>For longer stays, bed linen and towels are changed on request: leave the card on the bed and housekeeping will replace them.</li>
</ul>
<figure><img src="scene:mountain" alt="Neat rows of tea bushes on a misty hillside"><figcaption>Mist often lies over the tea hills in the morning; the trail loop takes about an hour.</figcaption></figure>
<h2>At the table and on the trails</h2>
<p>Most of the vegetables, bamboo shoots and eggs in the restaurant come from farmers in Longjing village and nearby, and the menu follows the seasons, with bamboo shoots, wild greens and dishes cooked with new tea in spring. Kitchen scraps go to a village farmer for compost.</p>
<p>Reception has hand-drawn maps of several trails through the tea fields, including routes that suit dogs. <a href="https://en.wikipedia.org/wiki/West_Lake">West Lake</a> is a fifteen-minute drive down the hill, but the road is narrow and taxis are hard to find after 9pm, so arrange your ride back with reception before you go.</p>
<blockquote>Living among the tea hills, the less we use, the more the hills stay as they are.</blockquote>`,
    },
  },
];
