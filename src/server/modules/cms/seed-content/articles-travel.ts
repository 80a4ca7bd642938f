/**
 * The travel channel and its city guides: written by the editorial team, one guide per city of the demo hotels, a
 * few practical pieces and the site's one paid article (docs/design/content.md §11).
 */
import type { SeedArticle, SeedComment } from './types';

/** A body from its blocks, one per line. */
const body = (...blocks: string[]): string => blocks.join('\n');

export const ARTICLES: SeedArticle[] = [
  {
    key: 'hangzhou-city-guide',
    channel: 'city-guides',
    daysAgo: 6,
    featured: true,
    tags: ['杭州', '自然', '住宿'],
    cover: 'lake',
    'zh-cn': {
      title: '杭州城市指南：湖山之间住哪里、怎么玩',
      summary:
        '西湖只是杭州的开头。这份指南按街区讲清楚北山街、湖滨、龙井和运河一带各自怎么逛，什么季节来最好，以及住在哪里最省脚力。',
      content: body(
        `<p>很多人第一次来杭州，行程就是“西湖一日游”：走完断桥、白堤、苏堤，就觉得看完了。其实杭州的好处在于湖、山、城挨得很近——早上在湖边散步，中午钻进茶山，傍晚回到运河边的老街吃饭，一天之内能换好几种风景。</p>`,
        `<h2>按街区来逛</h2>`,
        `<ul>
<li><strong>北山街与孤山</strong>：宝石山脚下的一条老街，民国老建筑、保俶塔、断桥都在这一段，是清晨散步最舒服的湖岸。</li>
<li><strong>湖滨</strong>：湖东岸的商业区，步行街、商场和地铁站都集中在这里，晚上看音乐喷泉的人也最多。</li>
<li><strong>龙井与九溪</strong>：西湖西南边的山里，茶园一层层铺在坡上。沿九溪十八涧顺着溪水往下走，慢慢走要一个半到两个小时。</li>
<li><strong>运河与桥西</strong>：城北的京杭大运河边，拱宸桥一带的老街还留着旧时的码头和仓库，游客不多，适合慢慢走。</li>
</ul>`,
        `<figure><img src="scene:lake" alt="清晨的湖面，远处是小山和一座细长的塔"><figcaption>清晨的北山街一带，游人还不多。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>三月底到四月是杭州最好看的时候：苏堤的桃花开了，柳树刚绿；清明前后，龙井村家家户户都在采茶炒茶。九月下旬到十月桂花开，满城都是甜香，满觉陇一带最浓。盛夏闷热，梅雨季（大约六月中到七月初）几乎天天下雨，如果只能夏天来，就把户外活动放在早晚。五一和国庆假期湖边人挤人，能避开尽量避开。</p>`,
        `<h2>住在哪里</h2>`,
        `<p>想每天一出门就是西湖，选北山街上的<strong>杭州西湖柳岸酒店</strong>，过马路就是断桥，走到白堤只要几分钟。预算更实在、又想兼顾地铁和购物，<strong>杭州武林门商务酒店</strong>在武林广场商圈，地铁1号线、2号线都在附近，走到湖边二十来分钟。想躲开人群、住进茶山里，可以看看龙井村的杭州龙井茶园山居。</p>`,
        `<blockquote>西湖边的景点大多不要门票，真正稀缺的是清早和傍晚那几个小时。住得离湖近，就等于多出了半天。</blockquote>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/西湖">维基百科：西湖</a></p>`,
      ),
    },
    en: {
      title: 'Hangzhou city guide: the lake, the hills and where to stay',
      summary:
        'West Lake is only the start. A neighbourhood-by-neighbourhood guide to Hangzhou: the lake shore, the tea hills and the Grand Canal, the best seasons, and where to base yourself.',
      content: body(
        `<p>Plenty of first-time visitors give Hangzhou a single day: the Broken Bridge, the Bai Causeway, the Su Causeway, done. But the real pleasure of the city is how close the lake, the hills and the streets sit to one another. You can walk the shore at dawn, be among tea bushes by lunchtime and eat beside the Grand Canal in the evening.</p>`,
        `<h2>Neighbourhood by neighbourhood</h2>`,
        `<ul>
<li><strong>Beishan Street and Solitary Hill</strong>: an old street at the foot of Baoshi Hill, with early twentieth-century villas, the slender Baochu Pagoda and the Broken Bridge. The best stretch of shore for an early walk.</li>
<li><strong>Hubin</strong>: the shopping district on the east shore, with the pedestrian streets, the malls and the metro. The evening fountain show draws the biggest crowds.</li>
<li><strong>Longjing and Jiuxi</strong>: the hills south-west of the lake, terraced with tea. Following the stream down the Jiuxi valley takes an unhurried hour and a half to two hours.</li>
<li><strong>The Grand Canal at Qiaoxi</strong>: in the north of the city, the lanes around Gongchen Bridge keep their old wharves and warehouses. Few tourists make it here, which is the point.</li>
</ul>`,
        `<figure><img src="scene:lake" alt="A calm lake at dawn with low hills and a slender pagoda in the distance"><figcaption>Beishan Street at dawn, before the crowds arrive.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>Late March and April are Hangzhou at its loveliest: peach blossom and fresh willows on the Su Causeway, and around the Qingming festival the whole of Longjing village is picking and roasting tea. From late September into October the osmanthus flowers and the city smells sweet, nowhere more than at Manjuelong. High summer is sticky, and during the plum rains (roughly mid-June to early July) it rains most days, so if summer is your only option, plan to be outdoors early and late. Avoid the May Day and National Day holidays if you possibly can.</p>`,
        `<h2>Where to stay</h2>`,
        `<p>To step out of the door onto the lake every morning, choose the <strong>Willow Bank Hotel West Lake</strong> on Beishan Street: the Broken Bridge is across the road and the Bai Causeway a few minutes away. For a lower price with the metro and the shops close by, the <strong>Wulin Gate Hotel Hangzhou</strong> is near Wulin Square, with lines 1 and 2 nearby and the lake twenty minutes on foot. And if you would rather escape the crowds altogether, look at the Longjing Tea Hills Lodge up among the tea terraces.</p>`,
        `<blockquote>Most of the sights around West Lake are free. What is in short supply is the early morning and the evening light, and staying close to the water gives you both.</blockquote>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/West_Lake">West Lake on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'shanghai-city-guide',
    channel: 'city-guides',
    daysAgo: 21,
    tags: ['上海', '住宿', '夜生活'],
    cover: 'skyline',
    'zh-cn': {
      title: '上海城市指南：外滩、老洋房与弄堂之间',
      summary:
        '上海很大，但游客常去的几片区域其实只隔几站地铁。我们把外滩、陆家嘴、衡复风貌区和新天地分开讲，再说说各自适合住哪家酒店。',
      content: body(
        `<p>上海的样子要分开看：外滩一侧是开埠以后盖起来的银行和洋行大楼，黄浦江对岸的陆家嘴是九十年代以后才长起来的摩天楼，往西走进衡山路、复兴路一带，又是梧桐树下的老洋房和弄堂。第一次来，不妨按区域安排，每天只逛一两片。</p>`,
        `<h2>值得花时间的几片区域</h2>`,
        `<ul>
<li><strong>外滩与南京东路</strong>：白天看建筑细节，晚上看对岸灯光。外滩的大楼多建于二十世纪二三十年代，沿中山东一路慢慢走一趟，大约半小时。</li>
<li><strong>陆家嘴</strong>：东方明珠、上海中心都在这里。上海中心的观光厅在118层，天气通透的日子视野最好。</li>
<li><strong>衡复风貌区</strong>：武康路、安福路、复兴西路一带最适合Citywalk，沿路是咖啡馆和小店，武康大楼前总有人在拍照。</li>
<li><strong>新天地与田子坊</strong>：都是石库门老房子改成的街区，新天地偏餐厅和酒吧，田子坊则像一座小弄堂迷宫。</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="黄昏时分江对岸亮起灯光的高楼群"><figcaption>从外滩看陆家嘴，灯刚亮起来的那一刻最好看。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>四五月和十月、十一月最舒服，气温适中，雨也不多。六月中旬起进入梅雨季，七八月闷热，常有三十五度以上的高温；冬天湿冷，老房子里不一定暖和。外滩的亮灯时间随季节变化，节假日晚上人流很大，地铁南京东路站有时会限流，不妨早点过去或者多走一站。</p>`,
        `<h2>住在哪里</h2>`,
        `<p>第一次来、想每天推窗就看到黄浦江，选<strong>上海外滩江岸酒店</strong>：它在外滩南段一栋二十年代的银行大楼里，多数房间正对陆家嘴。喜欢弄堂生活的，<strong>上海新天地梧桐里酒店</strong>由三栋石库门连成，原来的天井和木楼梯都留着，走到田子坊十五分钟。要赶早班飞机，虹桥枢纽商旅酒店离虹桥机场一号航站楼只有两公里左右。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/外滩">维基百科：外滩</a></p>`,
      ),
    },
    en: {
      title: 'Shanghai city guide: the Bund, old villas and lane houses',
      summary:
        'Shanghai is vast, but the areas visitors want are only a few metro stops apart. How the Bund, Lujiazui, the former French Concession and Xintiandi differ, and where to stay in each.',
      content: body(
        `<p>Shanghai is best taken a piece at a time. Along the Bund stand the banks and trading houses built after the port opened to foreign trade; across the Huangpu, the towers of Lujiazui have almost all gone up since the 1990s; and to the west, around Hengshan and Fuxing Roads, plane trees shade old villas and lane houses. On a first visit, plan by district and take on one or two a day.</p>`,
        `<h2>The districts worth your time</h2>`,
        `<ul>
<li><strong>The Bund and East Nanjing Road</strong>: look at the stonework by day and the lights across the river by night. Most of the Bund's buildings date from the 1920s and 1930s, and an unhurried walk along Zhongshan East 1st Road takes about half an hour.</li>
<li><strong>Lujiazui</strong>: home to the Oriental Pearl Tower and the Shanghai Tower, whose observation deck is on the 118th floor. Save it for a clear day.</li>
<li><strong>The former French Concession</strong>: Wukang, Anfu and West Fuxing Roads make the classic city walk, lined with cafés and small shops. There is always someone taking photos in front of the Wukang Mansion.</li>
<li><strong>Xintiandi and Tianzifang</strong>: both are made of converted shikumen lane houses. Xintiandi leans towards restaurants and bars; Tianzifang is a maze of narrow alleys.</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="Tall towers across a river, their lights coming on at dusk"><figcaption>Lujiazui from the Bund, just as the lights come on.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>April, May, October and November are the most comfortable months, mild and fairly dry. The plum rains start in mid-June, July and August are hot and humid with frequent days above 35°C, and winter is damp and chilly, with old buildings not always well heated. The Bund's lighting hours change with the season, and on holiday evenings the crowds are big enough that East Nanjing Road metro station sometimes limits entry, so go early or walk from the next stop.</p>`,
        `<h2>Where to stay</h2>`,
        `<p>If you want the river outside your window every morning, book <strong>The Riverside Bund Hotel Shanghai</strong>, set in a 1920s bank building on the southern Bund, with most rooms facing Lujiazui. For lane-house life, the <strong>Wutong Lane Hotel Xintiandi</strong> joins three shikumen houses and keeps their courtyards and timber staircases; Tianzifang is fifteen minutes' walk away. Catching an early flight? The Hongqiao Transit Hotel is about two kilometres from Terminal 1 at Hongqiao Airport.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/The_Bund">The Bund on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'beijing-city-guide',
    channel: 'city-guides',
    daysAgo: 48,
    tags: ['北京', '博物馆', '住宿'],
    cover: 'museum',
    'zh-cn': {
      title: '北京城市指南：中轴线、胡同与长城怎么安排',
      summary:
        '北京的景点多而分散，排好顺序比多跑几个地方更重要。这份指南讲清楚故宫怎么预约、胡同怎么逛、长城选哪段，以及王府井和什刹海两种住法。',
      content: body(
        `<p>北京老城是沿着一条南北中轴线铺开的：从永定门往北，经过前门、天安门、故宫、景山，一直到鼓楼和钟楼。顺着这条线走一遍，明清北京城的格局就看明白了。往西北是颐和园，再往远是长城，这两处最好各留出整整一天。</p>`,
        `<h2>先订好这几样</h2>`,
        `<ul>
<li><strong>故宫</strong>：实名预约，旺季和节假日的门票常常提前几天就订完了，一定要通过官方渠道提早下单。通常周一闭馆（法定节假日除外）。</li>
<li><strong>天安门广场</strong>：目前也需要提前预约，进广场要过安检，记得带身份证件。</li>
<li><strong>长城</strong>：第一次去推荐慕田峪，游人比八达岭少，有缆车和滑道，带老人孩子也轻松。</li>
</ul>`,
        `<figure><img src="scene:museum" alt="红墙黄瓦的古代宫殿建筑"><figcaption>红墙黄瓦，下午的光线最柔和。</figcaption></figure>`,
        `<h2>在胡同里慢慢走</h2>`,
        `<p>什刹海一带是逛胡同最方便的地方：西海、后海、前海连成一片水面，烟袋斜街、南锣鼓巷、鼓楼都在步行范围内。租一辆自行车在胡同里转，比坐三轮车更自在。想看更安静的老北京，可以往东城的史家胡同、东四一带走走。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>九月到十月是北京最好的季节，天高云淡，香山红叶一般在十月下旬到十一月初最好看。春天风大，偶尔有沙尘；夏天炎热，午后多雷阵雨；冬天干冷，但室内有暖气，游客也少。</p>`,
        `<p>第一次来、想走路去故宫，<strong>北京王府井紫垣酒店</strong>在王府井大街北口，走到故宫东华门十五分钟，高层客房能望见紫禁城的屋顶。想住进胡同里，<strong>北京什刹海四合院客栈</strong>是一座两进的老院子，出胡同口就是后海，冬天有地暖，前台还能借自行车。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/北京中轴线">维基百科：北京中轴线</a></p>`,
      ),
    },
    en: {
      title: 'Beijing city guide: the central axis, the hutongs and the Great Wall',
      summary:
        "Beijing's sights are many and far apart, so the order matters more than the number. How to book the Forbidden City, wander the hutongs, pick a stretch of the Great Wall, and choose a base.",
      content: body(
        `<p>Old Beijing was laid out along a single north–south axis: from Yongdingmen north through Qianmen, Tiananmen, the Forbidden City and Jingshan to the Drum and Bell Towers. Walk that line and the plan of the Ming and Qing capital makes sense. The Summer Palace lies to the north-west and the Great Wall further out; give each of them a full day.</p>`,
        `<h2>Book these first</h2>`,
        `<ul>
<li><strong>The Forbidden City</strong>: tickets are sold in advance under your own name and often sell out days ahead in high season and on holidays, so book early through the official channels. It is usually closed on Mondays, except on public holidays.</li>
<li><strong>Tiananmen Square</strong>: at present this also needs a reservation, and there are security checks at the entrances, so bring your passport.</li>
<li><strong>The Great Wall</strong>: for a first visit we suggest Mutianyu. It is less crowded than Badaling and has a cable car and a toboggan run, which makes it easy going with grandparents or children.</li>
</ul>`,
        `<figure><img src="scene:museum" alt="Palace halls with red walls and golden roof tiles"><figcaption>Red walls and golden tiles look their best in the afternoon light.</figcaption></figure>`,
        `<h2>Take the hutongs slowly</h2>`,
        `<p>Shichahai is the easiest place to start: three connected lakes, Xihai, Houhai and Qianhai, with Yandai Xiejie, Nanluoguxiang and the Drum Tower all within walking distance. Hiring a bike and pedalling through the lanes beats a rickshaw tour. For a quieter old Beijing, head east to Shijia Hutong and the streets around Dongsi.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>September and October are the best months, with high blue skies, and the leaves at Fragrant Hills usually turn red from late October into early November. Spring is windy, with the odd dust storm; summer is hot, with afternoon thunderstorms; winter is dry and cold, but buildings are well heated and the crowds thin out.</p>`,
        `<p>To walk to the Forbidden City, stay at the <strong>Ziyuan Hotel Wangfujing</strong> at the north end of Wangfujing Street, fifteen minutes from the palace's east gate, with views over its roofs from the upper floors. To sleep in a hutong, the <strong>Shichahai Courtyard Inn Beijing</strong> is an old two-courtyard house a few steps from Houhai, with underfloor heating for winter and bikes to borrow at reception.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Forbidden_City">The Forbidden City on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'chengdu-city-guide',
    channel: 'city-guides',
    daysAgo: 63,
    tags: ['成都', '茶', '小吃'],
    cover: 'tea-house',
    'zh-cn': {
      title: '成都城市指南：茶馆、熊猫和一碗面',
      summary: '成都适合慢慢待。这份指南告诉你看熊猫要多早出门、哪几家茶馆值得坐一下午，以及住春熙路还是宽窄巷子。',
      content: body(
        `<p>成都人常说：“来都来了，先坐下喝杯茶。”这座城市的节奏确实慢，景点之间也不算远。与其一天赶好几个地方，不如每天安排一两件事，剩下的时间留给茶馆、面馆和街边的小吃店。</p>`,
        `<h2>不要错过</h2>`,
        `<ul>
<li><strong>大熊猫繁育研究基地</strong>：熊猫早上吃竹子时最活跃，天一热就趴着睡觉，最好一开园就进去。</li>
<li><strong>人民公园的鹤鸣茶社</strong>：一碗盖碗茶能坐一下午，旁边有掏耳朵的师傅，也有下棋打牌的老人。</li>
<li><strong>文殊院</strong>：免费开放的老寺院，周围一圈都是小吃店，早上来人最少。</li>
<li><strong>武侯祠与锦里</strong>：武侯祠讲的是三国故事，隔壁的锦里是热闹的仿古街，晚上灯笼亮起来更好看。</li>
</ul>`,
        `<figure><img src="scene:tea-house" alt="茶馆里摆着竹椅和盖碗茶"><figcaption>竹椅、盖碗和一下午的闲聊，是成都茶馆的标配。</figcaption></figure>`,
        `<h2>吃什么</h2>`,
        `<p>甜水面、钟水饺、担担面、龙抄手，都是吃一口就记得住的味道；火锅和串串留到晚上。怕辣可以点“微辣”，不过成都的微辣对外地人来说也不算轻，先尝一口再说。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>三到五月和九到十一月最舒服；七八月又热又闷；冬天难得见到太阳，但并不算冷。</p>`,
        `<p>喜欢逛街吃火锅，就住<strong>成都春熙蜀锦酒店</strong>，走到春熙路和太古里只要五分钟，隔壁就是大慈寺。想感受老成都的夜晚，<strong>成都宽窄锦庐酒店</strong>由几座清代川西民居改建而成，等白天的游客散去，巷子里一下子安静下来。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/成都大熊猫繁育研究基地">维基百科：成都大熊猫繁育研究基地</a></p>`,
      ),
    },
    en: {
      title: 'Chengdu city guide: teahouses, pandas and a good bowl of noodles',
      summary:
        'Chengdu rewards a slow pace. How early to leave for the pandas, which teahouses deserve an afternoon, and whether to stay near Chunxi Road or Kuanzhai Alley.',
      content: body(
        `<p>"You've made it this far, so sit down and have some tea," as people in Chengdu like to say. The city does move slowly, and its sights are not far apart. Rather than racing between them, plan one or two things a day and leave the rest for teahouses, noodle shops and the snack stalls on every corner.</p>`,
        `<h2>Don't miss</h2>`,
        `<ul>
<li><strong>The Giant Panda Breeding Research Base</strong>: the pandas are most active in the morning while they eat their bamboo, and doze off as soon as it warms up, so be there when it opens.</li>
<li><strong>Heming Teahouse in People's Park</strong>: one bowl of lidded-cup tea buys you an afternoon, with ear cleaners doing their rounds and old men playing cards around you.</li>
<li><strong>Wenshu Monastery</strong>: an old temple that is free to enter, ringed by snack shops and quietest in the morning.</li>
<li><strong>Wuhou Shrine and Jinli</strong>: the shrine tells the story of the Three Kingdoms, and Jinli next door is a lively street of old-style buildings, prettiest at night when the lanterns are lit.</li>
</ul>`,
        `<figure><img src="scene:tea-house" alt="Bamboo chairs and lidded tea cups in a teahouse"><figcaption>Bamboo chairs, lidded cups and a long afternoon of chat: the Chengdu teahouse.</figcaption></figure>`,
        `<h2>What to eat</h2>`,
        `<p>Sweet-water noodles, Zhong dumplings, dan dan noodles and Long wontons are all dishes you remember after one mouthful; keep hotpot and skewers for the evening. If you are wary of chilli, ask for "a little spicy", though Chengdu's idea of a little is more than most visitors expect. Taste before you dig in.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>March to May and September to November are the most pleasant; July and August are hot and muggy, and winter brings little sun but is not especially cold.</p>`,
        `<p>For shopping and hotpot, stay at the <strong>Shujin Hotel Chunxi Road</strong>, five minutes on foot from Chunxi Road and Taikoo Li, with Daci Temple next door. For old Chengdu after dark, the <strong>Jinlu Hotel Kuanzhai Alley</strong> is built around several Qing-era courtyard houses, and once the day visitors leave, the lanes fall quiet.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Chengdu_Research_Base_of_Giant_Panda_Breeding">the panda base on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'xian-city-guide',
    channel: 'city-guides',
    daysAgo: 77,
    tags: ['西安', '博物馆', '小吃'],
    cover: 'night-market',
    'zh-cn': {
      title: '西安城市指南：城墙、兵马俑与回坊的烟火气',
      summary:
        '西安的看点分散在城里城外。我们建议至少住三晚：一天给兵马俑，一天给城墙和博物馆，剩下的时间留给大雁塔和回坊。',
      content: body(
        `<p>西安的好处是历史离日常很近：明代城墙围着的老城里，钟楼就立在十字路口中央，下班的车流绕着它转；城外的兵马俑却要坐一个小时车才能到。排行程时把城里和城外分开，会轻松很多。</p>`,
        `<h2>三天这样排</h2>`,
        `<ol>
<li><strong>第一天：兵马俑。</strong>兵马俑在临潼，离市区约四十公里。可以在西安火车站东广场坐旅游专线，也可以坐地铁9号线到华清池站再换乘公交。一号坑最震撼，二号、三号坑也别跳过。</li>
<li><strong>第二天：城墙和博物馆。</strong>上午从南门（永宁门）登上城墙，租辆自行车骑一圈，全程约十四公里；下午去陕西历史博物馆，基本陈列免费，但要提前预约。</li>
<li><strong>第三天：大雁塔和回坊。</strong>白天去大慈恩寺看大雁塔，晚上在大唐不夜城散步，或者回到钟鼓楼一带吃夜宵。</li>
</ol>`,
        `<figure><img src="scene:night-market" alt="夜晚灯火通明的小吃街，摊位前挤满了人"><figcaption>天黑以后，回坊才真正热闹起来。</figcaption></figure>`,
        `<h2>吃在回坊</h2>`,
        `<p>回坊从鼓楼往北延伸，北院门那一段最热闹，游客多，价格也偏高；往西拐进大皮院、洒金桥，才是本地人常去的地方。肉夹馍、羊肉泡馍、biangbiang面、甑糕、柿子饼，都值得一试。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>春秋两季最好，四五月和九十月温度合适；夏天常有三十五度以上的高温，冬天干冷。住在城墙里最方便：<strong>西安钟楼唐韵酒店</strong>离钟楼只有两百米，晚上从客房就能看到钟鼓楼亮灯；想住在小吃摊中间，<strong>西安回坊青砖客栈</strong>就在北院门，前台可以代订城墙自行车和兵马俑一日游。带孩子的家庭，可以考虑曲江的西安曲江雁塔酒店，有室外泳池和儿童游乐区。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/秦始皇兵马俑">维基百科：秦始皇兵马俑</a></p>`,
      ),
    },
    en: {
      title: "Xi'an city guide: the wall, the warriors and the Muslim Quarter",
      summary:
        "Xi'an's sights lie both inside and outside its walls. Give it three nights: a day for the warriors, a day for the wall and the museum, the rest for the pagoda and the Muslim Quarter.",
      content: body(
        `<p>What makes Xi'an special is how close its history sits to everyday life. Inside the Ming city wall, the Bell Tower stands in the middle of a crossroads with rush-hour traffic circling it, while the Terracotta Army is an hour's drive out of town. Split your days between the walled city and the sights outside and everything gets easier.</p>`,
        `<h2>Three days, in this order</h2>`,
        `<ol>
<li><strong>Day one: the Terracotta Army.</strong> The pits are at Lintong, about forty kilometres from the centre. Take the tourist bus from the east square of Xi'an Railway Station, or metro line 9 to Huaqingchi and a local bus from there. Pit 1 is the overwhelming one, but don't skip Pits 2 and 3.</li>
<li><strong>Day two: the wall and the museum.</strong> Climb the wall at the South Gate (Yongningmen) in the morning and hire a bike for the full circuit of about fourteen kilometres. In the afternoon, visit the Shaanxi History Museum; the main galleries are free, but you must book ahead.</li>
<li><strong>Day three: the Big Wild Goose Pagoda and the Muslim Quarter.</strong> See the pagoda and Da Ci'en Temple by day, then stroll the Datang Everbright City promenade in the evening, or head back to the Drum Tower for a late supper.</li>
</ol>`,
        `<figure><img src="scene:night-market" alt="A brightly lit food street at night, crowded with people at the stalls"><figcaption>After dark is when the Muslim Quarter really comes alive.</figcaption></figure>`,
        `<h2>Eating in the Muslim Quarter</h2>`,
        `<p>The Muslim Quarter runs north from the Drum Tower. Beiyuanmen, the busiest stretch, is full of visitors and priced accordingly; turn west into Dapiyuan and Sajinqiao to eat where locals do. Roujiamo, lamb paomo, biangbiang noodles, sticky jingao rice cake and fried persimmon cakes are all worth trying.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>Spring and autumn are best, especially April, May, September and October; summer often tops 35°C and winter is dry and cold. Staying inside the wall is the most convenient: the <strong>Tangyun Hotel Bell Tower</strong> is two hundred metres from the Bell Tower, which you can watch light up from your room. To sleep among the food stalls, the <strong>Grey Brick Inn Huifang</strong> is on Beiyuanmen, and its front desk can book bikes for the wall and day trips to the warriors. Families might prefer the Qujiang Pagoda Hotel Xi'an, with an outdoor pool and a children's play area.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Terracotta_Army">the Terracotta Army on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'sanya-city-guide',
    channel: 'city-guides',
    daysAgo: 95,
    tags: ['三亚', '海岛', '住宿'],
    cover: 'beach',
    'zh-cn': {
      title: '三亚城市指南：四个海湾怎么选',
      summary: '亚龙湾、三亚湾、大东海、海棠湾，三亚每个海湾的脾气都不一样。按预算、玩法和同行的人，帮你挑一个住下来。',
      content: body(
        `<p>冬天从北方飞到三亚，一下飞机就得把羽绒服脱下来塞进箱子。三亚城不大，但几个海湾之间开车也要二三十分钟，住在哪一片，基本决定了这趟旅行是什么样子。</p>`,
        `<h2>四个海湾</h2>`,
        `<ul>
<li><strong>亚龙湾</strong>：沙白水清，浪小，适合游泳和浮潜，度假酒店扎堆，离市区约二十分钟车程。</li>
<li><strong>三亚湾</strong>：沿着椰梦长廊一路铺开，是看日落最好的地方，离凤凰机场近，生活气息浓。</li>
<li><strong>大东海</strong>：离市区最近，周围餐馆、水果摊、潜水店多，性价比高，适合不想整天待在酒店里的人。</li>
<li><strong>海棠湾</strong>：在城东北，大型度假村和免税城都在这边，安静，但去市区要远一些。</li>
</ul>`,
        `<figure><img src="scene:beach" alt="椰树下的白色沙滩和平静的海面"><figcaption>冬天的三亚，海水照样适合下水。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>十一月到来年四月是旺季，天气晴朗干爽。春节前后机票和房价是全年最高，一定要早订。五月以后开始湿热，七到十月是台风季，出海项目可能临时取消，不过价格也是一年里最低的。</p>`,
        `<h2>吃海鲜与出海</h2>`,
        `<p>去第一市场买海鲜，再拿到旁边的加工店代加工，是本地人最常推荐的吃法。下单前问清楚按斤还是按只算、加工费怎么收。想出海浮潜，可以去蜈支洲岛或西岛；风浪大的日子船会停航，别把出海安排在离开的前一天。</p>`,
        `<blockquote>防晒是三亚的头等大事：帽子、墨镜、防晒衣比防晒霜管用，中午十一点到下午三点尽量待在阴凉处。</blockquote>`,
        `<h2>住在哪里</h2>`,
        `<p>一家人想在海边泡一整天，<strong>三亚亚龙湾椰林度假酒店</strong>直通白沙滩，海水平缓，孩子玩水也放心。想每天看日落、去市区方便，<strong>三亚湾海月酒店</strong>过马路就是海滩，还提供免费机场接送。预算有限的话，三亚大东海浪花酒店离沙滩步行三分钟，去第一市场打车十分钟。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/亚龙湾">维基百科：亚龙湾</a></p>`,
      ),
    },
  },
  {
    key: 'tokyo-city-guide',
    channel: 'city-guides',
    daysAgo: 34,
    tags: ['东京', '住宿', 'Citywalk'],
    cover: 'night-market',
    'zh-cn': {
      title: '东京城市指南：浅草、新宿还是银座，第一次去住哪里',
      summary:
        '东京的电车四通八达，选住处其实是在选一种气氛：老街的浅草、不夜的新宿，还是讲究的银座。另附季节和交通卡的小建议。',
      content: body(
        `<p>东京大得看不出边界，但对游客来说，它更像是由一个个街区拼起来的：每个车站周围都是一个小世界。地铁和JR线路密集，换乘虽然复杂，靠手机地图基本不会迷路。所以住在哪里，主要取决于你每天早晚想看到什么样的东京。</p>`,
        `<h2>适合第一次住的三个街区</h2>`,
        `<ul>
<li><strong>浅草</strong>：浅草寺、仲见世商店街和隅田川都在步行范围内，晴空塔过河就到。清早去浅草寺，几乎碰不到旅行团。</li>
<li><strong>新宿</strong>：交通最方便，去机场有利木津巴士，去箱根、河口湖也有直达车。晚上去思出横丁或黄金街吃串烧、喝一杯。</li>
<li><strong>银座</strong>：老牌百货、旗舰店和安静的小巷都在这里，走到筑地场外市场吃早餐只要十分钟，离东京站也很近。</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="黄昏时分高楼林立的城市天际线"><figcaption>冬天天气晴好的傍晚，从新宿的高处偶尔能望见富士山。</figcaption></figure>`,
        `<h2>什么时候去</h2>`,
        `<p>三月下旬到四月初是樱花季，上野公园、目黑川、新宿御苑人山人海，酒店最好提前几个月订。十一月中下旬的红叶季同样好看，天气也更稳定。六月是梅雨季，七八月湿热；冬天晴天多、空气干净，是看富士山的好时候。</p>`,
        `<h2>几条实用建议</h2>`,
        `<ul>
<li>办一张Suica或PASMO交通卡（也可以添加到手机钱包里），地铁、JR、公交和便利店都能刷。</li>
<li>不少小餐馆只收现金，身上备些日元。</li>
<li>街上垃圾桶很少，习惯把垃圾带回酒店。</li>
</ul>`,
        `<h2>住在哪里</h2>`,
        `<p>喜欢老街的气氛，就住<strong>东京浅草隅田旅馆</strong>，离浅草寺只隔一条街，有榻榻米房，顶楼还有小小的公共浴池。想去机场和周边一日游都方便，<strong>东京新宿霞庭酒店</strong>走到新宿站西口约八分钟，高层能看到富士山，大浴场对住客免费开放。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/浅草寺">维基百科：浅草寺</a></p>`,
      ),
    },
    en: {
      title: 'Tokyo city guide: Asakusa, Shinjuku or Ginza for a first visit',
      summary:
        "Tokyo's trains go everywhere, so choosing a base is really choosing a mood: old-town Asakusa, round-the-clock Shinjuku or polished Ginza. Plus tips on seasons and transport cards.",
      content: body(
        `<p>Tokyo is too big to see where it ends, but for a visitor it works more like a patchwork of neighbourhoods, each station the centre of its own small world. The subway and JR lines are dense and the transfers can be confusing, yet with a map app you will rarely get lost. So where you stay comes down to which Tokyo you want to wake up in.</p>`,
        `<h2>Three neighbourhoods for a first stay</h2>`,
        `<ul>
<li><strong>Asakusa</strong>: Sensō-ji, the Nakamise shopping street and the Sumida River are all on foot, and the Skytree is just over the river. Go to the temple early and you will have it almost to yourself.</li>
<li><strong>Shinjuku</strong>: the best connected of all, with the limousine bus to the airports and direct services to Hakone and Lake Kawaguchi. In the evening, eat yakitori and have a drink in Omoide Yokocho or Golden Gai.</li>
<li><strong>Ginza</strong>: long-established department stores, flagship shops and quiet back streets. The Tsukiji outer market is ten minutes' walk for breakfast, and Tokyo Station is close by.</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="A city skyline of tall towers at dusk"><figcaption>On a clear winter evening you can sometimes see Mount Fuji from high up in Shinjuku.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>Cherry blossom season runs from late March to early April, when Ueno Park, the Meguro River and Shinjuku Gyoen are packed and hotels should be booked months ahead. The autumn colours of mid to late November are just as lovely, and the weather is steadier. June is the rainy season and July and August are hot and humid; winter is mostly sunny and clear, the best time to see Mount Fuji.</p>`,
        `<h2>Practical tips</h2>`,
        `<ul>
<li>Get a Suica or PASMO card, or add one to your phone's wallet: it works on the subway, JR trains, buses and in convenience stores.</li>
<li>Many small restaurants take cash only, so carry some yen.</li>
<li>Bins are rare on the streets; get used to taking your rubbish back to the hotel.</li>
</ul>`,
        `<h2>Where to stay</h2>`,
        `<p>For old-town atmosphere, stay at the <strong>Sumida Inn Asakusa</strong>, one street from Sensō-ji, with tatami rooms and a small shared bath on the top floor. For easy airport runs and day trips, the <strong>Kasumi Hotel Shinjuku</strong> is eight minutes' walk from the west exit of Shinjuku Station, with Mount Fuji in view from the upper floors and a large bath that guests use for free.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Sensō-ji">Sensō-ji on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'china-high-speed-rail-tips',
    channel: 'travel',
    daysAgo: 12,
    featured: true,
    tags: ['交通', '上海', '北京'],
    cover: 'train',
    'zh-cn': {
      title: '坐高铁玩中国：从订票、进站到上车的实用攻略',
      summary: '在国内旅行，高铁常常比飞机更省心。从12306订票、选座，到进站检票、车上吃饭，一篇讲清楚。',
      content: body(
        `<p>北京到上海最快四个多小时，上海到杭州不到一个小时，成都到重庆也就一个小时出头。高铁站大多通地铁，不用提前两小时赶去机场，也不怕航班延误。对大多数城市之间的旅行来说，高铁是最省心的选择。</p>`,
        `<h2>订票</h2>`,
        `<ul>
<li>官方渠道是<a href="https://www.12306.cn">中国铁路12306</a>的网站和App，实名购票，需要身份证或护照号码。</li>
<li>车票一般提前十五天开售，节假日和周五、周日的热门车次最好开售当天就下单。</li>
<li>没抢到票可以试试“候补购票”：有人退票时，系统会按顺序自动帮你兑现。</li>
</ul>`,
        `<h2>怎么选座</h2>`,
        `<p>二等座每排五个座位，编号是A、B、C、D、F（没有E），A和F靠窗，C和D靠过道；一等座每排四个，编号A、C、D、F。两个人出行选D和F，正好坐在同一侧。商务座贵不少，但座椅几乎能放平，长途可以考虑。</p>`,
        `<figure><img src="scene:train" alt="站台上停着一列白色的高速列车"><figcaption>大站的站台很长，先看好车厢号，再到对应的位置排队。</figcaption></figure>`,
        `<h2>进站和上车</h2>`,
        `<ol>
<li>提前四十分钟左右到站：进站要安检，大站从进门走到检票口也要一阵子。</li>
<li>持身份证刷闸机进站；持护照的旅客按车站指引走人工通道，也有些车站的闸机可以识读护照。</li>
<li>开车前十五分钟左右开始检票，开车前几分钟停止检票，错过了就只能改签。</li>
</ol>`,
        `<h2>车上</h2>`,
        `<p>每节车厢都有饮水机，带个保温杯就能泡茶。可以在12306上订餐，列车到站时送到座位上，也可以上车前在车站买好。行李放在头顶的行李架或车厢两端的大件行李处，大箱子最好放两端。高铁全程禁烟，在卫生间吸烟也会触发报警。</p>`,
        `<blockquote>赶早班车的话，前一晚住在车站附近最踏实。比如在上海坐早班高铁或早班飞机，可以提前一晚住到上海虹桥枢纽商旅酒店，坐地铁10号线进出城都方便。</blockquote>`,
      ),
    },
    en: {
      title: "China by high-speed rail: booking, boarding and what's on board",
      summary:
        'For many trips in China, the high-speed train beats flying. Everything from booking on 12306 and choosing a seat to getting through the station and eating on board.',
      content: body(
        `<p>The fastest trains take a little over four hours from Beijing to Shanghai, under an hour from Shanghai to Hangzhou, and just over an hour from Chengdu to Chongqing. Most stations are on the metro, there is no need to turn up two hours early as at an airport, and delays are rare. For most journeys between cities, the train is simply the easier choice.</p>`,
        `<h2>Booking</h2>`,
        `<ul>
<li>The official channel is the <a href="https://www.12306.cn">China Railway 12306</a> website and app. Tickets are issued in the traveller's name, so you need an ID card or passport number.</li>
<li>Tickets usually go on sale fifteen days ahead. For popular trains on Fridays, Sundays and holidays, book on the day sales open.</li>
<li>If a train is sold out, join the waiting list: when someone cancels, the system fills the seats in order and books you automatically.</li>
</ul>`,
        `<h2>Choosing a seat</h2>`,
        `<p>Second class has five seats a row, lettered A, B, C, D and F (there is no E): A and F are windows, C and D are aisles. First class has four a row, A, C, D and F. Two people travelling together should take D and F to sit side by side. Business class costs a good deal more, but the seats recline almost flat, which is worth considering on a long run.</p>`,
        `<figure><img src="scene:train" alt="A white high-speed train standing at a platform"><figcaption>Platforms at big stations are long: check your carriage number and queue at the matching spot.</figcaption></figure>`,
        `<h2>At the station</h2>`,
        `<ol>
<li>Arrive about forty minutes early. There is a security check at the entrance, and at a big station the walk to the gate alone takes a while.</li>
<li>Chinese ID cards open the ticket gates. Passport holders should follow the signs to the staffed lane, though some stations now have gates that read passports.</li>
<li>Boarding usually opens about fifteen minutes before departure and closes a few minutes before. Miss it and you will have to change your ticket.</li>
</ol>`,
        `<h2>On board</h2>`,
        `<p>Every carriage has a hot-water dispenser, so bring a flask and your own tea. You can order a meal through 12306 and have it brought to your seat at a station stop, or buy food at the station before you board. Luggage goes on the overhead racks or in the spaces at the ends of each carriage, which is where large cases belong. Smoking is banned throughout the train, and lighting up in the toilet will set off the alarm.</p>`,
        `<blockquote>If you have an early train, spend the night before near the station. In Shanghai, for a morning train or flight, the Hongqiao Transit Hotel is a good choice, with metro line 10 for getting into and out of town.</blockquote>`,
      ),
    },
  },
  {
    key: 'travelling-with-children',
    channel: 'travel',
    daysAgo: 40,
    tags: ['亲子', '住宿', '交通'],
    cover: 'hotel-lobby',
    'zh-cn': {
      title: '带孩子旅行不折腾：订房、坐车和排行程的经验',
      summary:
        '带孩子出门，省心比多看几个景点更重要。从儿童票怎么买、房型怎么选，到为什么每天只排一件大事，这是我们攒下的经验。',
      content: body(
        `<p>带孩子旅行最常见的遗憾，是行程排得太满：大人赶景点，孩子在车上睡觉，回到酒店谁都累得不想说话。我们的建议很简单：每天只安排一件“大事”，剩下的时间留给吃饭、午睡和酒店泳池。</p>`,
        `<h2>订房先看这几点</h2>`,
        `<ul>
<li><strong>儿童政策</strong>：不少酒店12岁以下儿童同住免费，但加床和早餐往往另算，下单前看清楚。</li>
<li><strong>房型</strong>：一家四口选家庭房或家庭套房，比订两间房更方便照看。北京王府井紫垣酒店的家庭套房有两间卧室，带两个孩子正合适。</li>
<li><strong>设施</strong>：下雨天，泳池和儿童游乐区能救急。西安曲江雁塔酒店有室外泳池和儿童游乐区，周末还有手工课。</li>
</ul>`,
        `<p>到了酒店，先问清楚泳池的开放时间、孩子是否需要大人陪同。需要婴儿床、儿童拖鞋和牙刷的，提前在订单备注里写上，前台一般都会准备好。</p>`,
        `<h2>坐火车要知道的</h2>`,
        `<p>铁路儿童票现在按年龄算：未满六岁、不单独占座的孩子免费，每名成人可以带一名；六到十四岁买儿童优惠票，大约是全价的一半；满十四岁就要买全价票。想让六岁以下的孩子有自己的座位，也可以给他买一张儿童票。买票时要用孩子的身份证号码实名登记。</p>`,
        `<figure><img src="scene:beach" alt="平静的海湾和一片浅浅的沙滩"><figcaption>浪小水浅的海湾，最适合小朋友玩水。</figcaption></figure>`,
        `<h2>行程怎么排</h2>`,
        `<ol>
<li>一天一件大事，放在上午做，下午留给午睡和自由活动。</li>
<li>选孩子能参与的地方：成都看熊猫、上海自然博物馆、三亚的浅水海滩，都比单纯看古建筑更能让孩子投入。</li>
<li>热门景点和博物馆提前预约，孩子的证件随身带好。</li>
<li>包里常备零食、水杯和一套换洗衣服；容易晕车的孩子，坐高铁比坐大巴舒服得多。</li>
</ol>`,
        `<blockquote>孩子记住的往往不是景点，而是在酒店泳池里泡过的那个下午，或者第一次自己点的那碗面。</blockquote>`,
      ),
    },
    en: {
      title: 'Travelling with children: rooms, trains and a pace that works',
      summary:
        "With children, an easy trip beats a packed one. How children's train tickets work, which rooms to book, and why one big thing a day is enough.",
      content: body(
        `<p>The most common regret after a family trip is trying to fit too much in: the grown-ups chase sights, the children sleep in the car, and everyone gets back to the hotel too tired to speak. Our advice is simple. Plan one big thing a day and leave the rest for meals, naps and the hotel pool.</p>`,
        `<h2>What to check when you book</h2>`,
        `<ul>
<li><strong>Child policy</strong>: many hotels let children under 12 stay free, but extra beds and breakfast are often charged separately, so read the small print.</li>
<li><strong>Room type</strong>: for a family of four, a family room or suite is easier than two rooms. The Family Suite at the Ziyuan Hotel Wangfujing in Beijing has two bedrooms, ideal with two children.</li>
<li><strong>Facilities</strong>: on a rainy day a pool or a play area is a lifesaver. The Qujiang Pagoda Hotel Xi'an has both, plus craft sessions at weekends.</li>
</ul>`,
        `<p>When you arrive, check the pool's opening hours and whether children must be accompanied. If you need a cot or children's slippers and toothbrushes, say so in the booking notes; most hotels will have them ready.</p>`,
        `<h2>Children on Chinese trains</h2>`,
        `<p>Children's rail fares now go by age. Under-sixes travel free if they share a seat, one per paying adult; from six to fourteen they need a child ticket at roughly half the full fare; from fourteen they pay the adult price. If you want a seat of their own for an under-six, you can buy them a child ticket too. Tickets are issued in the passenger's name, so you will need the child's ID number or passport.</p>`,
        `<figure><img src="scene:beach" alt="A calm bay with a shallow, sandy beach"><figcaption>A sheltered bay with shallow water is perfect for small children.</figcaption></figure>`,
        `<h2>Planning the days</h2>`,
        `<ol>
<li>One big thing a day, in the morning; keep the afternoon for a nap and free time.</li>
<li>Choose places children can take part in: the pandas in Chengdu, the Shanghai Natural History Museum or a shallow beach in Sanya will hold them better than old buildings alone.</li>
<li>Book popular sights and museums ahead, and keep the children's documents with you.</li>
<li>Carry snacks, water bottles and a change of clothes. For children who get car-sick, the high-speed train is far kinder than a coach.</li>
</ol>`,
        `<blockquote>What children remember is rarely the sight itself. It is the afternoon in the hotel pool, or the first bowl of noodles they ordered by themselves.</blockquote>`,
      ),
    },
  },
  {
    key: 'hangzhou-in-depth',
    channel: 'travel',
    daysAgo: 15,
    featured: false,
    tags: ['杭州', '茶', '住宿', '徒步'],
    cover: 'tea-house',
    price: { money: 300, points: 300 },
    'zh-cn': {
      title: '2026 杭州深度游：住宿与行程全攻略',
      summary: '三天两晚，怎么住、怎么走，才能把西湖、茶山和运河都看透？我们按天给出行程，并比较四家酒店各自适合谁。',
      content: body(
        `<p>这份攻略写给愿意在杭州多待几天的人。我们的建议是三天两晚、中途换一次酒店：第一晚住湖边，第二晚上山住进茶园。这样每天醒来都已经在要去的地方，不用在路上来回折腾。</p>`,
        `<h2>四家酒店，怎么选</h2>`,
        `<p>我们在杭州的四家酒店风格差别很大，适合的人也不一样。按这条线路，前两家是首选，后两家适合预算更紧或者要兼顾工作的行程。</p>`,
        `<ul>
<li><strong>杭州西湖柳岸酒店</strong>（北山街）：过马路就是断桥和白堤，茶室每天下午有龙井品鉴。第一次来杭州，住这里最不会出错。</li>
<li><strong>杭州龙井茶园山居</strong>（龙井村）：四周是茶园和竹林，部分客房带小院，还可以带宠物。适合喜欢安静、愿意走路的人。</li>
<li><strong>杭州武林门商务酒店</strong>（武林广场）：价格实在，地铁1号线、2号线都近，早餐有小笼包和片儿川，去运河也顺路。</li>
<li><strong>杭州滨江大酒店</strong>（滨江）：在钱塘江南岸，江景房能看到钱江新城的夜景，停车免费，适合自驾和商务出行。</li>
</ul>`,
        `<h2>第一天：把西湖走透</h2>`,
        `<p>早上六点半出门，从断桥上白堤，穿过孤山走到西泠印社，这个时间湖边只有晨练的杭州人。上午坐船去三潭印月，中午在湖边吃一顿杭帮菜：西湖醋鱼、龙井虾仁、东坡肉、叫花鸡，两三个人点这四样刚好。下午沿苏堤从北往南走，全长近三公里，走到花港观鱼看锦鲤，傍晚回到北山街，在房间里看湖上的日落。</p>`,
        `<figure><img src="scene:lake" alt="晨雾笼罩的湖面和远处的长堤"><figcaption>清晨的苏堤，最好赶在七点前走完。</figcaption></figure>`,
        `<h2>第二天：上山进茶园</h2>`,
        `<p>退房后打车上山，把行李先放到龙井村的山居，轻装出发。上午在茶园里随便走走，春天能看到茶农在铁锅里手工炒茶；中午在村里的农家吃饭，再泡一杯当季的龙井。下午我们最推荐走一段梅家坞私房茶路：从龙井村后面的石阶往上，翻过一道山梁，一路穿过茶垄和竹林，走到梅家坞大约两个小时，脚下多是茶农平时上山采茶的小路，很少碰到游客。从梅家坞打车回山居只要十几分钟，晚上的茶山非常安静。</p>`,
        `<h2>第三天：古寺和运河</h2>`,
        `<p>从龙井村打车到灵隐寺只要十几分钟，开门后不久进去，飞来峰的石刻在早上的侧光里看得最清楚。中午下山进城，去拱宸桥一带的运河边：桥西历史街区有几座由老厂房改成的博物馆，比如中国刀剪剑博物馆和中国伞博物馆，都免费开放。傍晚在运河边吃一碗片儿川，再去杭州东站坐高铁离开。</p>`,
        `<h2>季节与预算</h2>`,
        `<ul>
<li>清明前后新茶上市，茶山最热闹，山居的房间要提前一个月订。</li>
<li>九月底到十月是桂花季，满觉陇一带最香，但国庆假期湖边人非常多。</li>
<li>冬天游客少，房价也最低；要是赶上下雪，“断桥残雪”值得专程去看一次。</li>
</ul>`,
        `<p>按这条线路走下来，每天大约两万步。住宿之外的花费主要是打车和吃饭，西湖本身不收门票，灵隐寺和飞来峰需要买票。</p>`,
        `<blockquote>把最好的时间留给清晨：西湖、灵隐和茶山，都是在游客到来之前最动人。</blockquote>`,
        `<p>最后一句叮嘱：带一双已经穿惯了的好走的鞋，比什么装备都重要。</p>`,
      ),
    },
    en: {
      title: 'Hangzhou in depth: where to stay and what to see',
      summary:
        'How to spend three days and two nights so you really see the lake, the tea hills and the canal: a day-by-day plan, and which of our four Hangzhou hotels suits whom.',
      content: body(
        `<p>This guide is for travellers willing to give Hangzhou more than a day. We suggest three days and two nights with one change of hotel: the first night by the lake, the second up in the tea hills. That way you wake up each morning where you want to be, instead of spending it in taxis.</p>`,
        `<h2>Four hotels, and who they suit</h2>`,
        `<p>Our four Hangzhou hotels are very different from one another. For this itinerary the first two are the natural choice; the other two suit a tighter budget or a trip that mixes in some work.</p>`,
        `<ul>
<li><strong>Willow Bank Hotel West Lake</strong> (Beishan Street): the Broken Bridge and the Bai Causeway are across the road, and the tea room holds a Longjing tasting every afternoon. For a first visit you cannot go wrong.</li>
<li><strong>Longjing Tea Hills Lodge</strong> (Longjing village): surrounded by tea terraces and bamboo, some rooms with a small garden, and pets are welcome. For people who like quiet and don't mind walking.</li>
<li><strong>Wulin Gate Hotel Hangzhou</strong> (Wulin Square): good value, close to metro lines 1 and 2, with steamed soup dumplings and pian'erchuan noodles at breakfast, and handy for the Grand Canal.</li>
<li><strong>Binjiang Grand Hotel Hangzhou</strong> (Binjiang): on the south bank of the Qiantang River, with river-view rooms facing the lights of Qianjiang New Town and free parking. A good fit if you are driving or on business.</li>
</ul>`,
        `<h2>Day one: West Lake, properly</h2>`,
        `<p>Set out at half past six, cross the Broken Bridge onto the Bai Causeway and walk over Solitary Hill to the Xiling Seal Engravers' Society; at this hour the shore belongs to locals doing their morning exercises. Take a boat to Three Pools Mirroring the Moon in the morning, and have a Hangzhou lunch by the water: West Lake vinegar fish, shrimp with Longjing tea, Dongpo pork and beggar's chicken are about right for two or three people. In the afternoon walk the Su Causeway from north to south, nearly three kilometres, to the koi ponds at Huagang, then head back to Beishan Street to watch the sun set over the lake from your room.</p>`,
        `<figure><img src="scene:lake" alt="A lake in the morning mist with a long causeway in the distance"><figcaption>The Su Causeway at dawn: try to walk it before seven.</figcaption></figure>`,
        `<h2>Day two: up into the tea hills</h2>`,
        `<p>After checking out, take a taxi up the hill, leave your bags at the lodge in Longjing village and set off light. Spend the morning wandering the tea terraces; in spring you can watch farmers roasting leaves by hand in iron woks. Have lunch at a farmhouse in the village with a cup of this season's Longjing. In the afternoon, our favourite walk is what we call the Meijiawu tea-farm trail: stone steps climb from behind Longjing village over a ridge, through rows of tea bushes and bamboo, and down to Meijiawu in about two hours, mostly on the paths the farmers use to reach their fields, so you will meet few other visitors. A taxi back to the lodge takes little more than ten minutes, and the hills are wonderfully quiet at night.</p>`,
        `<h2>Day three: an old temple and the Grand Canal</h2>`,
        `<p>Lingyin Temple is only ten-odd minutes by taxi from Longjing village. Go in soon after opening, when the low morning light picks out the carvings on Feilai Feng. At midday head down into the city to the Grand Canal around Gongchen Bridge, where the Qiaoxi historic quarter has several museums in converted factories, among them the China Knife, Scissors and Sword Museum and the China Umbrella Museum, all free. Finish with a bowl of pian'erchuan noodles by the canal before catching your train from Hangzhou East.</p>`,
        `<h2>Seasons and budget</h2>`,
        `<ul>
<li>Around Qingming the new tea comes in and the hills are at their busiest; book the lodge a month ahead.</li>
<li>Late September and October bring the osmanthus, strongest around Manjuelong, but the National Day holiday fills the lakeside.</li>
<li>Winter is quiet and rooms are cheapest; if it snows, the Broken Bridge under snow is worth a special trip.</li>
</ul>`,
        `<p>Expect around twenty thousand steps a day on this route. Beyond the hotels, most of your spending goes on taxis and meals: West Lake itself is free, while Lingyin Temple and Feilai Feng charge admission.</p>`,
        `<blockquote>Give your best hours to the early morning. West Lake, Lingyin and the tea hills are all at their finest before the crowds arrive.</blockquote>`,
        `<p>One last piece of advice: bring comfortable shoes you have already broken in. They matter more than any other kit.</p>`,
      ),
    },
  },
  {
    key: 'shanghai-weekend-citywalk',
    channel: 'travel',
    daysAgo: 28,
    tags: ['上海', '周末', 'Citywalk'],
    cover: 'street-food',
    'zh-cn': {
      title: '上海周末两日Citywalk：从梧桐区走到外滩',
      summary: '不赶景点，靠两条腿和几站地铁，把上海最好看的街道走一遍。附每天的路线、吃饭的地方和歇脚的建议。',
      content: body(
        `<p>上海很适合走路：老城区的马路不宽，两边是梧桐树，每走几百米就换一种风景。这条两天的路线全程步行大约二十公里，走累了随时可以钻进地铁站。</p>`,
        `<h2>周六：梧桐区</h2>`,
        `<ol>
<li>上午从武康大楼出发，沿武康路往北走，路边的老洋房大多挂着铭牌，可以停下来读一读。</li>
<li>拐进安福路和乌鲁木齐中路，找家小店吃个早午餐，顺便逛逛买手店。</li>
<li>下午沿复兴西路、复兴中路一路往东，穿过思南公馆，走到新天地。</li>
<li>晚上在田子坊的弄堂里吃饭，或者回新天地找一家小酒馆坐坐。</li>
</ol>`,
        `<p>这一天的路线大致沿着地铁10号线，交通大学、上海图书馆、陕西南路、新天地几站都在附近，走累了随时可以坐一两站。梧桐区的小店很多快到中午才开门，不必起得太早。</p>`,
        `<figure><img src="scene:street-food" alt="路边冒着热气的小吃摊"><figcaption>走累了，一客生煎最能回血。</figcaption></figure>`,
        `<h2>周日：从人民广场到外滩</h2>`,
        `<p>上午去人民广场边的上海博物馆，免费但需要提前预约，青铜器和陶瓷展厅最值得看。中午沿南京东路步行街往东走，顺路在老字号买些点心。下午从外滩源开始，沿中山东一路往南，一栋一栋看过去；傍晚可以过江去陆家嘴，也可以就在外滩等灯亮起来。</p>`,
        `<blockquote>Citywalk不是打卡比赛。看到一条好看的弄堂，就拐进去；遇到一家顺眼的咖啡馆，就坐下来。</blockquote>`,
        `<h2>几点提醒</h2>`,
        `<ul>
<li>周末武康大楼路口人很多，想拍照尽量早上去。</li>
<li>外滩的亮灯时间随季节不同，一般天黑后亮起，节假日会延长。</li>
<li>住在新天地附近最顺路：上海新天地梧桐里酒店正好在两天路线的中间，周六晚上走回去也不远。</li>
</ul>`,
      ),
    },
    en: {
      title: 'A weekend on foot in Shanghai: from the plane-tree streets to the Bund',
      summary:
        "No rushing between sights: two days, good shoes and a few metro rides take in Shanghai's best streets. Routes, places to eat and where to rest your feet.",
      content: body(
        `<p>Shanghai is a walker's city. The streets of the older districts are narrow and lined with plane trees, and the scene changes every few hundred metres. This two-day route covers about twenty kilometres on foot, and whenever your legs give out there is a metro station nearby.</p>`,
        `<h2>Saturday: the plane-tree streets</h2>`,
        `<ol>
<li>Start in the morning at the Wukang Mansion and walk north along Wukang Road. Most of the old villas carry a plaque, and they are worth stopping to read.</li>
<li>Turn into Anfu Road and Middle Urumqi Road for a late breakfast and a browse in the independent shops.</li>
<li>In the afternoon head east along West Fuxing Road and Middle Fuxing Road, through the Sinan Mansions, to Xintiandi.</li>
<li>Have dinner in the lanes of Tianzifang, or go back to Xintiandi for a drink in a small bar.</li>
</ol>`,
        `<p>The whole route roughly follows metro line 10, with Jiaotong University, Shanghai Library, South Shaanxi Road and Xintiandi stations all close by, so you can always ride a stop or two. Many of the small shops don't open until late morning, so there is no need to start at dawn.</p>`,
        `<figure><img src="scene:street-food" alt="A street food stall with steam rising from it"><figcaption>When your feet start to ache, a plate of pan-fried buns works wonders.</figcaption></figure>`,
        `<h2>Sunday: People's Square to the Bund</h2>`,
        `<p>Spend the morning at the Shanghai Museum on People's Square, which is free but needs booking; the bronze and ceramics galleries are the highlights. At midday walk east along the pedestrian stretch of East Nanjing Road, picking up pastries at one of the old-name shops. In the afternoon start at the Rockbund at the north end of the Bund and work your way south along Zhongshan East 1st Road, one building at a time. At dusk, cross the river to Lujiazui, or simply wait on the Bund for the lights to come on.</p>`,
        `<blockquote>A city walk is not a checklist. If a lane looks inviting, turn into it; if a café looks right, sit down.</blockquote>`,
        `<h2>A few reminders</h2>`,
        `<ul>
<li>The crossing in front of the Wukang Mansion gets crowded at weekends, so go early for photos.</li>
<li>The Bund's lights come on after dark, at times that change with the season, and stay on later on holidays.</li>
<li>Xintiandi is the most convenient base: the Wutong Lane Hotel Xintiandi sits right in the middle of the two days' routes, an easy walk back on Saturday night.</li>
</ul>`,
      ),
    },
  },
  {
    key: 'packing-for-every-season',
    channel: 'travel',
    daysAgo: 110,
    tags: ['行李', '北京', '三亚', '东京'],
    cover: 'mountain',
    'zh-cn': {
      title: '四季出行行李清单：南方北方、海边山里各带什么',
      summary: '同一个月份，北京和三亚能差三十度。按季节和目的地整理的行李清单，帮你少带一半用不上的东西。',
      content: body(
        `<p>收拾行李最容易犯的错，是按出发地的天气来带衣服。中国南北跨度大，一月的北京夜里常在零下十度左右，三亚白天却有二十五度以上；同样是冬天，北方室内有暖气，南方的上海、杭州、成都却没有集中供暖，屋里也暖和不到哪里去。</p>`,
        `<h2>按季节</h2>`,
        `<ul>
<li><strong>春季（三到五月）</strong>：江南多雨，带一把轻便折叠伞和一双不怕湿的鞋；北京春天风大，偶有沙尘，备上口罩。</li>
<li><strong>夏季（六到八月）</strong>：以防晒和透气衣物为主；高铁、商场的空调都很足，包里放一件薄外套。七到九月去海边，留意台风预报。</li>
<li><strong>秋季（九到十一月）</strong>：早晚温差大，“洋葱式”穿法最实用，一件薄羽绒或抓绒外套能应付大多数情况。</li>
<li><strong>冬季（十二到二月）</strong>：去北方带厚羽绒服、帽子和手套，里面穿薄一点，进屋就能脱；去南方反而要带保暖的家居服，晚上在房间里更舒服。</li>
</ul>`,
        `<figure><img src="scene:mountain" alt="层层叠叠的山峦和蜿蜒的山路"><figcaption>山里早晚凉，多带一件外套总没错。</figcaption></figure>`,
        `<h2>按目的地</h2>`,
        `<p>去海岛：泳衣、防晒衣、帽子、沙滩鞋，再加一个防水手机袋。去山里徒步：一双已经穿合脚的登山鞋，比临行前新买的贵鞋可靠。去东京这样的大城市：每天走路多，一双舒服的运动鞋就是最好的装备，另外备个小袋子装垃圾，街上垃圾桶很少。</p>`,
        `<h2>容易忘的小东西</h2>`,
        `<ul>
<li>保温杯：火车上、酒店里都有热水。</li>
<li>充电宝：坐飞机只能随身携带、不能托运，出发前查一下航空公司对容量和认证标志的要求。</li>
<li>转换插头：国内常见两孔扁脚和三孔插座；日本是两孔扁脚、电压100伏，带三孔插头的电器需要转换。</li>
<li>常用药：感冒药、肠胃药、创可贴。在外地临时找药店，不一定方便。</li>
</ul>`,
        `<p>最后一个原则：当地买得到的东西就少带。洗发水、防晒霜这类用品便利店里都有，省下来的空间，回程时正好装土特产。</p>`,
      ),
    },
    en: {
      title: 'Packing for every season: north and south, beach and hills',
      summary:
        'In the same month Beijing and Sanya can be thirty degrees apart. A packing list by season and destination, so you stop carrying half a suitcase you never open.',
      content: body(
        `<p>The most common packing mistake is dressing for the weather where you start. China spans a huge range of climates: in January Beijing often drops to around minus ten at night while Sanya is above 25°C by day. Even within winter, the north has central heating indoors, but Shanghai, Hangzhou and Chengdu in the south do not, so rooms there can feel little warmer than outside.</p>`,
        `<h2>By season</h2>`,
        `<ul>
<li><strong>Spring (March to May)</strong>: the Yangtze delta is rainy, so pack a light folding umbrella and shoes that don't mind getting wet. Beijing is windy in spring, with the odd dust storm; a face mask helps.</li>
<li><strong>Summer (June to August)</strong>: sun protection and breathable clothes. Trains and malls are heavily air-conditioned, so keep a light jacket in your bag. Heading to the coast from July to September, keep an eye on typhoon warnings.</li>
<li><strong>Autumn (September to November)</strong>: mornings and evenings are much cooler than midday, so dress in layers; a light down or fleece jacket covers most situations.</li>
<li><strong>Winter (December to February)</strong>: in the north bring a heavy down coat, hat and gloves, with thin layers underneath that you can strip off indoors. In the south, pack something warm to wear in your room in the evening.</li>
</ul>`,
        `<figure><img src="scene:mountain" alt="Layers of mountain ridges with a winding path"><figcaption>Mornings and evenings in the hills are cool; an extra layer never hurts.</figcaption></figure>`,
        `<h2>By destination</h2>`,
        `<p>For the beach: swimwear, a sun shirt, a hat, sandals and a waterproof phone pouch. For hiking: boots you have already broken in are more dependable than expensive new ones bought the week before. For a big city like Tokyo: you will walk a lot, so comfortable trainers are your best kit, and carry a small bag for rubbish, as street bins are rare.</p>`,
        `<h2>The small things people forget</h2>`,
        `<ul>
<li>A vacuum flask: there is hot water on trains and in hotels.</li>
<li>A power bank: on flights it must go in your hand luggage, never in the hold; check your airline's rules on capacity and certification marks before you leave.</li>
<li>A plug adaptor: mainland China uses two-pin flat and three-pin sockets; Japan has two-pin flat sockets at 100 volts, so three-pin plugs need an adaptor.</li>
<li>Basic medicines: cold remedies, something for an upset stomach, plasters. A pharmacy is not always easy to find on the road.</li>
</ul>`,
        `<p>One last rule: don't pack what you can buy when you get there. Shampoo, sun cream and the like are sold in every convenience store, and the space you save will come in handy for souvenirs on the way home.</p>`,
      ),
    },
  },
];

export const COMMENTS: SeedComment[] = [
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-zhou',
    hoursAfter: 3,
    text: '补充一句：候补真的好用。上次国庆回家提前一周排了候补，出发前两天兑现了。',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-emma',
    hoursAfter: 9,
    text: 'Really useful, thank you. My passport worked at the automatic gates at Shanghai Hongqiao, but at a smaller station I had to queue at the staffed lane, so do leave time for that.',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'demo',
    hoursAfter: 20,
    text: '请问坐二等座带一个28寸的箱子，车厢两头的行李位都满了怎么办？',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-lin',
    hoursAfter: 23,
    text: '回楼上：可以塞在两排座椅背靠背的空隙里，实在放不下就找列车员，一般都能帮忙想办法。',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-kenji',
    hoursAfter: 41,
    text: 'Thank you. The D and F seat tip is good. Next month I go from Beijing to Shanghai with my wife, we will try it.',
  },
  {
    article: 'china-high-speed-rail-tips',
    by: 'reader-zhou',
    hoursAfter: 72,
    text: '小小不同意：提前四十分钟对小站来说有点多，二十分钟足够了。不过北京南、虹桥这种大站确实要留足时间。',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-kenji',
    hoursAfter: 5,
    text: 'I live in Tokyo and I agree, Asakusa in the early morning is the best. Also please try Yanaka, old streets and very quiet.',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-lin',
    hoursAfter: 12,
    text: '去年四月住的浅草，早上六点多去浅草寺，几乎是包场！晚上去隅田川边看晴空塔也很美。',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-emma',
    hoursAfter: 30,
    text: 'Good point about cash. A lot of the little ramen places around Shinjuku have ticket machines that only take coins and notes.',
  },
  {
    article: 'tokyo-city-guide',
    by: 'demo',
    hoursAfter: 52,
    text: '新宿霞庭酒店的大浴场要另外收费吗？',
  },
  {
    article: 'tokyo-city-guide',
    by: 'reader-zhou',
    hoursAfter: 58,
    text: '楼上，文章里写了，对住客免费。我住过一次，晚上十点以后泡澡的人很少。',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-lin',
    hoursAfter: 6,
    text: '“每天一件大事”太对了！上次带娃去北京，一天排了三个地方，最后全家在出租车上睡着了。',
  },
  {
    article: 'travelling-with-children',
    by: 'demo',
    hoursAfter: 18,
    text: '想问一下，六岁以下免票的话，上车以后孩子坐哪儿？',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-zhou',
    hoursAfter: 21,
    text: '免票的孩子不单独占座，跟大人挤一个座位。路程长的话建议给孩子买张儿童票，大人也轻松。',
  },
  {
    article: 'travelling-with-children',
    by: 'reader-emma',
    hoursAfter: 75,
    text: 'We did Chengdu with a four-year-old and the panda base at opening time was the highlight of the whole trip. By ten it was packed and the pandas were asleep.',
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-zhou',
    hoursAfter: 4,
    text: '成都的“微辣”确实不能信，哈哈。',
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-kenji',
    hoursAfter: 26,
    text: "I liked the teahouse in People's Park very much. The ear cleaning was a little strange, but fun.",
  },
  {
    article: 'chengdu-city-guide',
    by: 'reader-lin',
    hoursAfter: 50,
    text: '再补充一个：早上去巷子里吃碗肥肠粉或者甜水面，比排网红店舒服多了。',
  },
  {
    article: 'sanya-city-guide',
    by: 'demo',
    hoursAfter: 10,
    text: '春节想带爸妈去，住亚龙湾还是三亚湾好？',
  },
  {
    article: 'sanya-city-guide',
    by: 'reader-lin',
    hoursAfter: 15,
    text: '带老人的话推荐三亚湾，去市区吃饭、买东西都方便，傍晚沿着海边散步看日落也舒服。',
  },
];
