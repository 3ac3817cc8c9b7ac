/**
 * A short, city-specific note for each city page: known localities and what to plan for when
 * moving there. Keys are the exact names in content/cities.ts (a test checks they match).
 */
export const cityNotes: Record<string, string> = {
  Chennai:
    'Families shift most often between Anna Nagar, Velachery, Adyar, T. Nagar and the apartment clusters along OMR. Older streets around T. Nagar and Mylapore are crowded and tight for big trucks, so a smaller vehicle for the last stretch can help, while OMR high-rises usually want a booked service lift. Low-lying parts of the city can flood in the October–December rains, so keep those months flexible.',
  Coimbatore:
    'In Coimbatore, RS Puram and Saibaba Colony are older, settled neighbourhoods, while Peelamedu and Saravanampatti have grown with colleges and IT parks along Avinashi Road and Sathy Road. The weather stays mild for most of the year, which makes scheduling easier. Many families leaving the city head to Bangalore, Chennai or Kerala, so plan for an overnight road journey.',
  Madurai:
    'Streets around the Meenakshi Amman Temple are narrow and busy, especially during the Chithirai festival in April–May, so moves in the old city need a smaller vehicle and careful timing. Newer homes are spread across Anna Nagar, K.K. Nagar, Tallakulam and the Bypass Road area, where truck access is simpler. Summers are hot, and early-morning loading is kinder to both goods and people.',
  Trichy:
    'Thillai Nagar, Cantonment, K.K. Nagar and Woraiyur are common addresses in Trichy, and Srirangam, on the island in the Kaveri, has narrow temple streets that suit a smaller truck. Families leaving the BHEL township near Thiruverumbur should check the entry and vacating rules with the township before fixing a date. Chennai, Madurai and Coimbatore are all within a day’s drive.',
  Salem:
    'Salem’s residential spread includes Fairlands, Hasthampatti, Alagapuram and Suramangalam, with older, busier streets around the town centre and Shevapet. The city sits at a junction of highways to Bangalore, Chennai and Coimbatore, which makes intercity moves straightforward. If you are shifting up to Yercaud, the ghat road has many hairpin bends, so a smaller vehicle is the safer choice.',
  Tirunelveli:
    'Palayamkottai, with its schools and colleges, is popular with families, as are Perumalpuram, Maharaja Nagar and KTC Nagar. The older town around the Nellaiappar Temple has tighter streets than the newer areas across the Thamirabarani river. Moves often head to Chennai, Madurai or Kerala, and vehicles are in higher demand around Pongal and Deepavali, so book early if your date falls then.',
  Vellore:
    'Vellore has a steady flow of doctors, students and patients’ families because of CMC and VIT, so rented homes in Katpadi, Gandhi Nagar, Sathuvachari and Bagayam change hands often. Summers are very hot, which makes early-morning loading sensible from April to June. Many families moving out are heading to Chennai or Bangalore, both a comfortable day’s drive away.',
  Erode:
    'Around Erode, families commonly live in Thindal, Periyar Nagar, Surampatti and along Perundurai Road, while the older market streets tied to the textile and turmeric trade are congested during the day. A move that touches the market area goes more smoothly early in the morning or on a Sunday. Coimbatore, Tiruppur and Salem are close by, so many shifts are short intercity runs.',
  Tiruppur:
    'Tiruppur is a knitwear and garment hub, and many households here are linked to the export units along Avinashi Road, Palladam Road and Kangeyam Road. Kumar Nagar, Anupparpalayam and Veerapandi are common residential areas. Factory vehicles keep the roads busy on weekdays, so a weekend or early-morning slot makes loading easier, and Coimbatore is close enough for a same-day move.',
  Thanjavur:
    'Thanjavur’s residential areas include Medical College Road, Arulananda Nagar, Srinivasapuram and Nanjikottai Road, while the old town around the Big Temple and the palace has narrow streets better handled by a smaller vehicle. The Cauvery delta gets heavy rain in the north-east monsoon, so use waterproof covers if you shift between October and December.',
  Hosur:
    'Hosur sits just across the state border from Bangalore’s Electronic City, and many families here work in the SIPCOT industrial estates or commute to Bangalore. Mathigiri, Bagalur Road, Rayakottai Road and Alasanatham are popular areas. A move to Bangalore crosses from Tamil Nadu into Karnataka near Attibele, so keep an inventory list and ID handy for the interstate check.',
  Kanchipuram:
    'Known for its temples and silk, Kanchipuram has families living in Big and Little Kanchipuram as well as Pillaiyarpalayam, Orikkai and Enathur. Temple streets are narrow and crowded on festival days, so an early start and a smaller vehicle work well. The industrial belt around Sriperumbudur and Oragadam brings in many families on job postings, and plenty of moves go on to Chennai.',
  Bangalore:
    'Whitefield, Koramangala, HSR Layout, Jayanagar and Electronic City see a steady stream of shifts, many of them IT families changing apartments within the city. Most large societies ask for a moving-day slot, a lift booking and the vehicle details in advance. Outer Ring Road and Hosur Road are slow at peak hours, and evening rain from June to October makes them slower, so start loading early.',
  Mysore:
    'Calmer than Bangalore, Mysore has families settled in Vijayanagar, Kuvempunagar, Saraswathipuram, Jayalakshmipuram and Gokulam. Roads near the palace and Devaraja Market get crowded, especially during Dasara in September–October, when it is wiser not to move through the centre. The Bangalore–Mysore expressway has made shifts between the two cities a short day’s work.',
  Mangalore:
    'Kadri, Bejai, Kankanady, Kodialbail and Surathkal are well-known residential areas in Mangalore. The city sits on the coast and gets very heavy rain from June to September, so waterproof packing is essential in those months. Many roads climb and dip over small hills, and some older houses are reached by steep, narrow lanes where a smaller vehicle is easier to manoeuvre.',
  Hubli:
    'Hubli and Dharwad work as twin cities, so many moves are simply between the two, for example from Vidyanagar, Keshwapur or Gokul Road in Hubli to Saptapur or Kalyan Nagar in Dharwad. Hubli is a railway junction and trading centre, and its central market streets are busy through the day. The black soil of the region turns sticky in the rains, which can slow work at new layouts.',
  Belgaum:
    'Belgaum has a large cantonment, and homes in the Camp area or inside defence establishments may need an entry pass arranged in advance. Tilakwadi, Hindwadi, Sadashiv Nagar and Shahapur are established residential areas, with older, narrower streets in parts of the town. The monsoon is heavy here, and with Goa and Maharashtra close by, interstate moves are common.',
  Davanagere:
    'P.J. Extension, the MCC A and B Blocks, Vidyanagar and S.S. Layout are common addresses in Davanagere, a central Karnataka city known for its colleges and its benne dosa. Its position on the Pune–Bangalore highway makes long-distance moves in either direction easy to plan. The dry, hot months of March to May call for early loading and careful packing of heat-sensitive items.',
  Shimoga:
    'In Shimoga, families live in areas such as Vinoba Nagar, Durgigudi, Gopala and Sharavathi Nagar, while Gandhi Bazaar is the busy old shopping street. The city is the gateway to the Malnad region, which gets heavy rain from June to September. Moves towards Sagar, Thirthahalli or the coast involve ghat roads, where a smaller vehicle is easier and safer.',
  Mumbai:
    'From Andheri, Bandra and Powai to Borivali, Malad and Chembur, most Mumbai shifts involve either a high-rise or an older building with a small lift. Housing societies often want an NOC, a booked lift slot and fixed moving hours, and parking a truck on a narrow road may need planning. The heavy monsoon from June to September makes waterproof wrapping and flexible dates important.',
  'Navi Mumbai':
    'Vashi, Nerul, Kharghar, Airoli and CBD Belapur are planned CIDCO nodes with wide roads, which makes truck access simpler than in much of Mumbai. Most families live in cooperative housing societies that still ask for an NOC and a booked lift. Moves across the creek into Mumbai can be slowed by peak-hour traffic on the bridges, so an early start helps.',
  Thane:
    'Ghodbunder Road, Hiranandani Estate, Manpada, Majiwada and Naupada cover much of Thane’s housing, from new high-rise townships to older buildings near the station. Large complexes along Ghodbunder Road usually have fixed moving hours and lift rules, while the station area is crowded all day. Traffic on Ghodbunder Road is slow at peak hours, and monsoon rain adds delays, so allow extra time.',
  Pune: 'Hinjewadi, Wakad, Baner and Kharadi have grown around IT parks, while Kothrud, Aundh and the old peths near the city centre hold many long-settled families. Peth lanes are narrow and easier to reach with a smaller vehicle. Gated societies on the city’s edges usually want a lift booking and security details beforehand, and the June–September monsoon calls for waterproof packing.',
  Nagpur:
    'Dharampeth, Ramdaspeth, Civil Lines, Pratap Nagar and Manish Nagar are well-established residential areas in Nagpur, with newer apartments along Wardha Road towards MIHAN. Summers are harsh, and April and May are very hot, so early loading and shade for electronics and medicines matter. The city’s central location means goods reach most large cities by road in a few days.',
  Nashik:
    'Gangapur Road, College Road, Indira Nagar and Nashik Road are popular with families, while Satpur and Ambad are industrial areas with workers’ housing in CIDCO nearby. Panchavati, the old temple quarter by the Godavari, has congested lanes, and crowds swell during the Kumbh Mela. Moves to Mumbai go down the Kasara ghat, so expect slower traffic on that stretch.',
  Aurangabad:
    'Officially renamed Chhatrapati Sambhajinagar, Aurangabad has residential areas such as CIDCO, Garkheda, Osmanpura and Jalna Road, with growing housing along Beed Bypass. The Waluj, Shendra and Chikalthana industrial areas bring many transferred employees, so moves tied to job postings are common. The old city’s gates and narrow roads are easier to handle with a small vehicle.',
  Solapur:
    'Solapur’s families are spread across areas such as Jule Solapur, Hotgi Road, Vijapur Road and Saat Rasta, with older, crowded peths around the city centre. The city sits on the route between Pune and Hyderabad and close to the Karnataka border, so many moves are long-distance ones. Summers are hot and dry, so pack candles, medicines and electronics carefully.',
  Kolhapur:
    'Rajarampuri, Shahupuri, Tarabai Park, Nagala Park and Ruikar Colony are well-known residential areas of Kolhapur. Lanes around the Mahalaxmi Temple stay crowded with pilgrims, so avoid moving through that part of town at busy times. The Panchganga river has flooded low-lying parts of the city in heavy monsoon years, so keep July and August dates flexible.',
  Amravati:
    'Amravati’s residential areas include Camp, Rajapeth, Rathi Nagar, Gadge Nagar and Shegaon Naka, with Badnera, the railway junction, on the edge of town. Summers in Vidarbha are very hot, so early-morning loading makes a real difference between April and June. Many families moving out go to Nagpur or Pune, which makes careful packing for a long road journey the norm.',
  Delhi:
    'Delhi moves range from DDA flats in Dwarka, Rohini and Mayur Vihar to builder floors in Lajpat Nagar, Saket and Karol Bagh, where staircases are often narrow and lifts small or missing. Large sofas and fridges may have to be carried down by hand or lowered from a balcony. May and June are extremely hot, and December–January fog slows long-distance journeys.',
  Noida:
    'Noida is laid out in numbered sectors, and many moves involve high-rise societies in Sectors 50, 62 and 75 to 78 or along the Noida–Greater Noida Expressway near Sector 137. Societies usually ask for a gate pass, a lift booking and a no-dues slip from the maintenance office before goods leave. Sector 18 and the Film City area are busy in the evening, so schedule around them.',
  'Greater Noida':
    'Greater Noida uses Greek-letter sectors such as Alpha, Beta, Gamma and Delta, alongside Knowledge Park and the large high-rise cluster of Greater Noida West, often called Noida Extension. Roads are wide, but newer towers still have strict move-in hours and lift booking. Plenty of families here have just taken possession of a flat, so check the society’s handover status before fixing a date.',
  Gurgaon:
    'Now officially Gurugram, the city mixes the DLF phases, Sushant Lok, South City and Palam Vihar with newer towers on Golf Course Extension Road, Sohna Road and the Dwarka Expressway. Gated societies usually require a gate pass, a maintenance clearance and a booked service lift. Traffic on NH-48 and at the Delhi border can be heavy, and low stretches waterlog after monsoon showers.',
  Faridabad:
    'Faridabad covers older areas like NIT and Old Faridabad as well as planned sectors such as 15, 16 and 21, and the newer high-rise belt of Greater Faridabad across the Agra Canal. The Mathura Road corridor carries heavy industrial traffic, so start moves early. Many families here commute to Delhi or Gurgaon, and short shifts between NCR cities are common.',
  Ghaziabad:
    'Indirapuram, Vaishali, Vasundhara, Kaushambi and Raj Nagar Extension are mostly apartment-based areas, so lift bookings and society permission come up on most moves. Crossings Republik and the areas along NH-9 have many newer towers too. Because Ghaziabad sits on Delhi’s eastern edge, a large share of shifts cross into Delhi or Noida, and the border points are slow at peak hours.',
  Hyderabad:
    'Gachibowli, Madhapur, Kondapur and Kukatpally have grown around HITEC City, where gated communities and tall towers are the norm, while Banjara Hills and Jubilee Hills have more independent houses. The Old City near Charminar has narrow, busy lanes where a smaller vehicle is practical. Heavy showers during the monsoon can waterlog underpasses, so keep a buffer day.',
  Secunderabad:
    'Hyderabad’s twin city has a large cantonment, so moving into or out of defence areas may need an entry pass and fixed timings. Marredpally, Sainikpuri, Alwal, Bowenpally and Tarnaka are well-known family neighbourhoods. Some cantonment roads have seen closures or restrictions, so confirm the route before the truck arrives, and avoid the Secunderabad station area at rush hour.',
  Warangal:
    'Warangal is really a tri-city of Warangal, Hanamkonda and Kazipet, and families commonly live in Hanamkonda’s Subedari, Balasamudram and Naimnagar areas. Kazipet is a railway junction and home to NIT Warangal, so railway and campus staff shift in and out on transfer. The old fort area has narrow roads, and summers are hot enough to make early loading worthwhile.',
  Karimnagar:
    'Karimnagar has family neighbourhoods such as Mankammathota, Jyothinagar, Bhagathnagar and Kothirampur, not far from the Lower Manair Dam. Many moves from here go to Hyderabad, a few hours away by road. Summers are very hot, so between March and June it makes sense to load early in the day and keep electronics and medicines out of the sun.',
  Nizamabad:
    'Vinayak Nagar, Subhash Nagar, Kanteshwar and Pragathi Nagar are among the residential areas of Nizamabad, a market town known for its turmeric trade. The city lies on the highway between Hyderabad and Nagpur and close to the Maharashtra border, so interstate moves are fairly common. Busy market roads in the centre are easier to handle early in the morning.',
  Kolkata:
    'Salt Lake and New Town are planned areas with wider roads and many apartment complexes, while Ballygunge, Behala, Tollygunge and north Kolkata’s older paras often have narrow lanes and old buildings without lifts. Heavy vehicles face time limits on many city roads during the day. Durga Puja in September–October brings pandals and traffic diversions, so avoid that week for a move.',
  Howrah:
    'Across the Hooghly from Kolkata, Howrah has families living in Shibpur, Salkia, Bally, Liluah and Santragachi. Traffic around Howrah station and the bridges into Kolkata is heavy for most of the day, so timing matters when a move crosses the river. Older neighbourhoods have tight lanes, while newer apartment projects near Domjur and the Kona Expressway have easier truck access.',
  Durgapur:
    'A planned steel and industrial town, Durgapur has residential areas such as City Centre, Bidhannagar, Benachity and the A-Zone and B-Zone steel township sectors. Company townships may need a gate pass or vacating papers before household goods can leave. Many families here are on job transfers, and the expressway and Grand Trunk Road to Kolkata make long moves fairly straightforward.',
  Asansol:
    'Asansol’s residential areas include Apcar Garden, Ushagram, Kalyanpur and Court More, with the steel township at Burnpur and colliery colonies around the city. Many families work for the railways, the steel plant or the coal companies and move on transfer, sometimes needing a clearance for company quarters. Summer heat is intense and GT Road traffic is heavy, so early starts help.',
  Siliguri:
    'Siliguri is the gateway to Darjeeling, Sikkim and the North-East, so many moves pass through it on the way to the hills. Within the city, families live in Hakimpara, Pradhan Nagar, Ashrampara and along Sevoke Road and Matigara. Goods going uphill usually switch to smaller vehicles for the climb, and the monsoon can bring landslides on hill roads between June and September.',
  Ahmedabad:
    'Satellite, Vastrapur, Prahlad Nagar and Bopal on the western side have many apartment societies, while the walled old city has pols, narrow lanes where trucks cannot enter. Maninagar and Chandkheda are other large residential areas. Summers are very hot, so early-morning loading helps, and Uttarayan in January fills terraces and lanes, making it a day to avoid.',
  Surat:
    'Adajan, Vesu, Pal, Piplod and Athwa have many newer high-rise societies, while Varachha and Katargam are dense areas linked to the diamond and textile trades. The Tapi runs through the city and heavy monsoon rain can cause waterlogging, so keep July and August plans flexible. Mumbai is a common destination for moves from Surat, reached along a busy highway.',
  Vadodara:
    'Also known as Baroda, Vadodara has settled neighbourhoods such as Alkapuri, Akota, Karelibaug and Manjalpur, with newer societies spreading along Gotri, Vasna-Bhayli and Sama. The Vishwamitri river can flood nearby areas after heavy rain, so check the route during the monsoon. Navratri is celebrated on a grand scale here, and evening traffic on those nights makes daytime moves easier.',
  Rajkot:
    'Rajkot families live along Kalawad Road, University Road, Raiya Road and the 150 Feet Ring Road, as well as in Mavdi and around Kotecha Chowk. The city’s engineering and auto-parts industry means some moves are linked to business or factory relocations. Roads are generally good, but the old town has congested bazaars, and the summer heat calls for early loading.',
  Gandhinagar:
    'Gandhinagar is a planned capital laid out in numbered sectors, with wide roads and plenty of greenery, and newer apartment areas such as Kudasan, Sargasan and Raysan near GIFT City. Many residents are government employees, so moves into or out of official quarters may need allotment or vacating papers. Ahmedabad is close, and a large share of shifts simply go between the two cities.',
  Bhavnagar:
    'Waghawadi Road, Kaliyabid, Vidyanagar, Sardarnagar and Ghogha Circle are familiar residential areas in Bhavnagar, a coastal city on the Gulf of Khambhat. The old town around the market has narrow, busy streets. Humid sea air can affect metal and wooden items left unwrapped, and many moves from Bhavnagar go to Ahmedabad or Surat along the state highways.',
  Bhopal:
    'Arera Colony, Shahpura, Kolar Road and Hoshangabad Road are common family addresses in Bhopal, while TT Nagar and its government housing see many transfer moves. Old Bhopal around Chowk Bazaar has narrow lanes where a smaller vehicle works better. The city’s lakes and hills give it some steep roads, and the June–September rains can be heavy.',
  Indore:
    'Vijay Nagar, Nipania, Palasia, Bhawarkua and Sudama Nagar cover much of Indore’s housing, with apartment projects growing along the Bypass and Super Corridor. Streets around Rajwada and Sarafa are crowded and narrow, so moves in the old market area need a small vehicle and an early start. The Pithampur industrial area nearby brings many job-related transfers.',
  Gwalior:
    'Gwalior is spread across Lashkar, Morar and the old town below the fort, with City Centre, Thatipur, DD Nagar and Gola Ka Mandir among the familiar residential areas. Morar has a cantonment, so defence housing may need entry permission. Winters are cold and foggy and summers very hot, so plan the timing of a long road move with care.',
  Jabalpur:
    'Jabalpur’s established neighbourhoods include Napier Town, Wright Town, Vijay Nagar and Madan Mahal, and the city has a large cantonment along with ordnance factory estates. Defence and factory housing often needs entry permission and fixed moving hours. Rocky, hilly patches around the city make some roads steep, and the monsoon brings heavy rain between July and September.',
  Ujjain:
    'Freeganj, Madhav Nagar, Nanakheda and the Dewas Road area are where many Ujjain families live, away from the busy temple zone around Mahakaleshwar. Lanes near the temple and along the Shipra ghats fill with pilgrims, especially in Shravan and during the Simhastha Kumbh, so avoid those areas and dates if you can. Indore is close, and many moves go there.',
  Jaipur:
    'Malviya Nagar, Vaishali Nagar, Mansarovar, Jagatpura and C-Scheme are major residential areas in Jaipur, ranging from independent houses to new apartment towers. Inside the walled Pink City, bazaar streets are crowded and the lanes behind them are narrow, so goods often need a smaller vehicle for the final leg. Summer heat is severe, so load in the early morning.',
  Jodhpur:
    'Sardarpura, Shastri Nagar, Ratanada, Paota and Chopasni Housing Board are familiar family areas in Jodhpur. The old Blue City below Mehrangarh Fort is a maze of narrow lanes where trucks cannot go, so goods are shifted in smaller loads. Jodhpur also has large Army and Air Force stations, and defence housing needs entry passes arranged in advance.',
  Udaipur:
    'Hiran Magri’s numbered sectors, Fatehpura, Bhupalpura, Shobhagpura and Ambamata are common residential areas in Udaipur. The old city around the City Palace and Lake Pichola has steep, narrow lanes suited only to small vehicles. Udaipur is ringed by the Aravalli hills, so some approach roads climb and wind, and tourist traffic peaks in the winter months.',
  Kota: 'Known for its coaching institutes, Kota sees students and their families move in and out of Talwandi, Rajeev Gandhi Nagar, Indra Vihar, Mahaveer Nagar and Landmark City around each academic session. Many of these moves are small, with hostel or PG belongings. The Chambal runs through the city, and summers are extremely hot, so plan for early-morning loading.',
  Ajmer:
    'Ajmer’s residential spread includes Vaishali Nagar, Civil Lines, Panchsheel Nagar and Adarsh Nagar, with Ana Sagar lake at its heart. Roads near the Dargah are packed with visitors, particularly during the Urs, when moves through that part of the city should be avoided. Pushkar is close by, and Jaipur is a common destination for families shifting out.',
  Bikaner:
    'Sadul Ganj, Pawanpuri, Mukta Prasad Nagar and Rani Bazar are established areas of Bikaner, a desert city known for its havelis and old walled town. Inside the walls, streets are narrow and winding, so a small vehicle helps. Summers are extremely hot and dusty, and dust storms do occur, so seal cartons well and protect electronics from fine sand.',
  Lucknow:
    'Gomti Nagar, Indira Nagar, Aliganj, Jankipuram and Ashiyana are large residential areas in Lucknow, with many new apartment societies towards Shaheed Path and Sultanpur Road. Old Lucknow around Chowk and Aminabad has crowded, narrow lanes that need a small vehicle. Winter fog from December to January slows long-distance trips, and the cantonment needs entry permission.',
  Kanpur:
    'Swaroop Nagar, Civil Lines, Kidwai Nagar, Kakadeo and Kalyanpur are among Kanpur’s well-known residential areas, and the IIT campus sits on its northern edge. The old industrial and market areas are congested, so trucks move more easily early in the day. Winter fog and summer heat both affect long road journeys, and many moves go to nearby Lucknow.',
  Agra: 'Agra’s families live in areas like Kamla Nagar, Dayal Bagh, Sikandra, Shahganj and Sanjay Place. Near the Taj Mahal, rules to protect the monument keep fuel vehicles off some roads, so moves close to Tajganj need a route check. The Yamuna Expressway makes shifts to Delhi NCR quick, although winter fog can slow them.',
  Mathura:
    'Krishna Nagar, Govind Nagar and Dampier Nagar are residential areas in Mathura, and nearby Vrindavan has many new apartment projects popular with retired couples. Temple lanes in both towns are narrow and crowded, particularly around Janmashtami and Holi, so avoid those weeks. The refinery township has its own entry rules, and Delhi NCR and Agra are common destinations.',
  Varanasi:
    'In Varanasi, most families live in Sigra, Mahmoorganj, Lanka, Bhelupur and the Cantonment area, while the old city near the ghats is a web of galis too narrow for any truck. Goods there are carried by hand or handcart to the nearest road. Dev Deepawali and other festival days bring huge crowds, so pick a quieter date.',
  Prayagraj:
    'Formerly Allahabad, Prayagraj has long-settled areas such as Civil Lines, George Town, Tagore Town and Allahpur, with Naini and Jhunsi across the rivers. The Magh Mela each winter, and the Kumbh when it falls, bring very large crowds and traffic diversions around the Sangam, so check dates before planning. Government and university transfers keep moves steady through the year.',
  Meerut:
    'Shastri Nagar, Pallavpuram, Ganga Nagar, Saket and Modipuram are popular residential areas in Meerut, and the city has a large, long-established cantonment. Defence housing in the Cantt needs prior entry permission. The Delhi–Meerut Expressway has made shifts to Delhi NCR much quicker, though winter fog can still slow early-morning runs.',
  Bareilly:
    'Civil Lines, Rajendra Nagar, DD Puram and Prem Nagar are familiar residential areas in Bareilly, and Izzatnagar has railway colonies and research institutes. The cantonment and Air Force station mean some moves need entry passes. Bareilly lies on the road towards Nainital and the Kumaon hills, so it is a common starting point for moves that switch to smaller vehicles for the climb.',
  Aligarh:
    'Aligarh is known for Aligarh Muslim University, and Civil Lines, Marris Road, Ramghat Road and Dodhpur near the campus are popular with families. Older market areas around Sasni Gate and the lock-making neighbourhoods have narrow, busy roads. Delhi NCR is a short drive away, and many university-linked moves fall around the start and end of the academic year.',
  Gorakhpur:
    'Golghar, Civil Lines, Bank Road, Mohaddipur and Taramandal are well-known areas of Gorakhpur, which has a railway zone headquarters and an Air Force station. Railway and defence moves often need paperwork for vacating quarters. The Rapti and low-lying land nearby can flood in heavy monsoon years, so July to September moves need flexibility, and Lucknow is a frequent destination.',
  Dehradun:
    'Rajpur Road, Vasant Vihar, Jakhan, Ballupur and Sahastradhara Road are popular family areas in Dehradun, while Clement Town and Garhi Cantt have defence and institutional housing that needs entry permission. Roads north of the city climb quickly towards Mussoorie. The monsoon is very wet here, roughly July to September, so wrap furniture and cartons well.',
  Haridwar:
    'Haridwar has a large BHEL township at Ranipur and an industrial estate at SIDCUL, with Shivalik Nagar, Jwalapur and Kankhal among the residential areas. Roads near Har Ki Pauri are crowded with pilgrims, and the Kanwar Yatra in July–August brings heavy traffic and diversions on the highways towards Delhi. Plan moves around those weeks.',
  Rishikesh:
    'Rishikesh takes in Tapovan and Muni Ki Reti upstream, along with IDPL, Shyampur and the Dehradun Road area. Lanes near the ghats and ashrams are narrow and full of pedestrians, and the suspension bridges carry no trucks, so goods often move in small vehicles. Roads further up towards the hills can be hit by landslides in the monsoon.',
  Haldwani:
    'Haldwani is the main gateway to Nainital and the Kumaon hills, with family areas such as Mukhani, Kusumkhera, Kaladhungi Road and Rampur Road, and Kathgodam at the railhead. Moves to hill towns usually switch to smaller trucks at the foothills for the climb. Rivers coming down from the hills can swell in the monsoon, so check road conditions before a move.',
  Roorkee:
    'Roorkee is home to IIT Roorkee and the cantonment of the Bengal Engineer Group, so campus and defence housing moves need coordination with the estate office or an entry pass. Civil Lines, Ganeshpur, Ram Nagar and Adarsh Nagar are other residential areas. Dehradun, Haridwar and Delhi are all within reach, but Kanwar Yatra weeks in July–August can block highways.',
  Visakhapatnam:
    'Vizag spreads along the coast from Gajuwaka and the steel plant in the south to MVP Colony, Seethammadhara and Madhurawada in the north. Many homes are on hillsides, so some approaches are steep and suit a smaller vehicle. Naval and steel plant townships need entry passes, and the cyclone season around October–November can disrupt coastal roads.',
  Vijayawada:
    'Benz Circle, Labbipet, Patamata, Moghalrajpuram and Gunadala are among Vijayawada’s busy residential areas. The city sits between the Krishna river and rocky hills, so some older neighbourhoods on the slopes have steep, narrow lanes. Summer heat is intense, and Dasara at the Kanaka Durga temple brings heavy traffic near the river, so time your move around it.',
  Guntur:
    'Brodipet, Arundelpet, Lakshmipuram and Brindavan Gardens are established family areas in Guntur, a chilli and cotton trading centre. Market streets around the chilli yard and old town get congested with goods traffic, so early mornings are easier for loading. Vijayawada and the Amaravati capital region are close, and many moves are simply between these nearby towns.',
  Tirupati:
    'Tirupati’s residential areas include Balaji Colony, Korlagunta, Padmavathi Nagar and the Tiruchanoor side, with Renigunta near the airport and industrial belt. Roads near Alipiri, at the foot of the Tirumala hills, and around the bus stand are crowded with pilgrims on festival days. Summers are hot, so start early, and Chennai and Bangalore are common destinations.',
  Nellore:
    'Nellore families often live in areas such as Magunta Layout, Balaji Nagar, Dargamitta and Vedayapalem, while Stonehousepet is a busy commercial hub. The city is near the coast and gets heavy rain from the north-east monsoon, with occasional cyclones between October and December. Chennai is a few hours down the highway, so many moves head that way.',
  Kakinada:
    'Kakinada is a port town with residential areas such as Gandhi Nagar, Ramaraopeta, Sarpavaram and Suryaraopeta. Port, fertiliser and oil and gas jobs bring many transfer moves. Being on the coast, it is exposed to cyclones in the October–November season, so keep an eye on weather warnings and pack well against humidity, which can affect wooden furniture and metal items.',
  Bhubaneswar:
    'Saheed Nagar, Nayapalli, Jaydev Vihar, Chandrasekharpur and Patia are widely known family areas in Bhubaneswar, with IT offices and newer apartments clustered in the north of the city. The Old Town near the Lingaraj Temple has narrower roads. Cyclones from the Bay of Bengal can affect the city, mostly in May and October–November, so allow buffer days then.',
  Cuttack:
    'Cuttack sits between the Mahanadi and Kathajodi rivers, and its old quarters around Buxi Bazaar have famously narrow, winding lanes that trucks cannot enter. CDA areas such as Markat Nagar and Bidanasi, and the Link Road and Tulsipur areas, have better access. Durga Puja is celebrated on a grand scale, so avoid moving during that period.',
  Rourkela:
    'Rourkela grew around its steel plant, and the steel township is laid out in numbered sectors, with Civil Township, Uditnagar, Chhend Colony and Basanti Colony among the other areas. Plant quarters usually need a vacating clearance before goods can leave. The city is surrounded by hills and forest, and monsoon rain is heavy, so waterproof packing is useful from June to September.',
  Puri: 'Puri is a temple town by the sea, with residential areas along Grand Road, Baliapanda, Chakratirtha Road and around Swargadwar. During the Rath Yatra in June or July, Grand Road and nearby areas fill with lakhs of devotees and traffic is stopped, so moves should avoid those days. Salty sea air and the cyclone season make sturdy, sealed packing worthwhile.',
  Sambalpur:
    'Sambalpur families live in areas like Ainthapali, Budharaja, Modipara and Dhanupali, with the Burla university area and the Hirakud dam a short drive away. Government and university transfers make up many moves. The Mahanadi valley gets heavy rain from June to September and summers are hot, so plan protection against both rain and heat.',
  Patna:
    'Boring Road, Kankarbagh, Rajendra Nagar, Patliputra Colony and Bailey Road are well-known residential areas in Patna, with Danapur Cantonment to the west. Patna City, the old eastern part, has dense, narrow lanes. Parts of the city can waterlog after heavy monsoon rain, and Chhath Puja brings big crowds to the Ganga ghats, so plan around both.',
  Gaya: 'Gaya’s residential areas include A.P. Colony, Civil Lines, Swarajpuri Road and Gewal Bigha, and Bodh Gaya lies a short drive to the south. Pilgrim crowds peak during Pitru Paksha, when the ghats and roads near the Vishnupad Temple are packed. Summers are very hot, so load early, and moves to Patna usually run along the Gaya–Patna road.',
  Muzaffarpur:
    'Juran Chhapra, Brahmpura, Mithanpura and Bhagwanpur are familiar residential areas in Muzaffarpur, with Motijheel as the busy shopping centre. North Bihar’s rivers can flood large areas during the monsoon, so check road conditions before a move between July and September. Patna lies across the Ganga, and many families shifting out are heading there.',
  Bhagalpur:
    'Tilkamanjhi, Adampur, Khanjarpur and Barari are long-established areas of Bhagalpur, a silk-weaving city on the Ganga, and Nathnagar has many weaving households in narrow lanes. The river can flood low-lying areas during the monsoon. The Vikramshila Setu is the main link across the Ganga for moves to the north, and traffic on it can back up.',
  Shimla:
    'Shimla’s houses are spread along ridges in areas such as Sanjauli, Chotta Shimla, Kasumpti, New Shimla, Summer Hill and Boileauganj. The Mall and the Ridge are closed to most vehicles, and many homes are reached only by steps, so goods are often carried by porters for the last stretch. Snowfall in winter and landslides in the monsoon can close roads.',
  Manali:
    'Manali is small, and residents live in Model Town, Old Manali, Vashisht, Aleo and Siyal, with villages spread up the valley. Many homes are up steep paths, so porters are often needed. Heavy snow in winter and landslides in the monsoon can close roads, and the tourist season brings long jams, so moves fit better into the quieter weeks.',
  Dharamshala:
    'Dharamshala is split between the lower town, with Kotwali Bazaar and Shyam Nagar, and the upper areas of McLeod Ganj, Forsyth Ganj and Dharamkot. The road between them is steep and narrow, and many houses are reached by footpaths. The town gets very heavy monsoon rain, so waterproof wrapping is essential from July to September.',
  Solan:
    'Solan sits on the Kalka–Shimla highway, with family areas such as Saproon, Chambaghat, Shamti and the Rajgarh Road side. Many houses are on slopes, so parking a truck close to the door is not always possible. Chandigarh and the Baddi industrial belt are within easy reach, and the widened highway has made moves between the plains and Solan smoother.',
  Chandigarh:
    'Chandigarh is laid out in numbered sectors, with older family homes in sectors such as 8, 11 and 15 and many flats in Manimajra and the southern sectors. Many moves are really within the Tricity, to or from Mohali, Panchkula and the growing apartment belt of Zirakpur. Government housing needs vacating papers, but wide roads mean truck access is rarely a problem.',
  Ludhiana:
    'Sarabha Nagar, Model Town, BRS Nagar, Dugri and Pakhowal Road are well-known family areas in Ludhiana, Punjab’s industrial hub. The old city bazaars around Chaura Bazaar are very congested, and industrial traffic keeps the highways busy. Winters bring thick fog in December and January, which slows long trips, and many moves head to Chandigarh or Delhi.',
  Amritsar:
    'Ranjit Avenue, Green Avenue, Lawrence Road and Majitha Road are popular residential areas in Amritsar, while the walled city around the Golden Temple has narrow, crowded lanes where large vehicles are restricted. The cantonment needs prior entry permission. Fog in December and January can delay highway journeys, so allow an extra day for long moves in winter.',
  Jammu:
    'Gandhi Nagar, Trikuta Nagar, Channi Himmat, Janipur and Bakshi Nagar are well-known residential areas in Jammu, the winter capital of the union territory. Large defence establishments mean entry passes are common for cantonment moves. Vehicles coming in from Punjab pass the Lakhanpur check post, so keep an inventory and bills handy, and expect hot summers.',
  Kochi:
    'Kakkanad near Infopark, Edappally, Kaloor, Kadavanthra and Panampilly Nagar are common family addresses in Kochi, while Fort Kochi and Mattancherry have older houses on narrow streets. Many newer homes are in apartment towers with lift and parking rules. The south-west monsoon from June to September is very heavy, and low roads often waterlog, so pack with care.',
  Thiruvananthapuram:
    'Kowdiar, Sasthamangalam, Pattom, Vazhuthacaud and Peroorkada are established family neighbourhoods in Thiruvananthapuram, and Kazhakootam has grown with Technopark. The city is hilly, with small roads climbing to older houses. It gets rain from both monsoons, so few months are fully dry, and traffic near the Padmanabhaswamy Temple in East Fort is heavy during festivals.',
  Goa: 'Goa moves often run between Panaji, Porvorim, Mapusa, Margao and Vasco da Gama, so even a local shift may cross rivers and bridges. Village roads and old Portuguese-era houses can be tight for trucks, and some homes need goods carried the last stretch. The monsoon is very heavy from June to September, and the December holiday season brings tourist traffic.',
  Puducherry:
    'White Town by the sea has heritage buildings and streets that are awkward for large trucks, while most families live in Lawspet, Muthialpet, Reddiarpalayam and Saram. Puducherry is a union territory, so moves to or from Tamil Nadu cross a boundary and an inventory list is useful at check posts. The north-east monsoon brings rain and occasional cyclones from October to December.',
  Guwahati:
    'Dispur, Ganeshguri, Beltola, Six Mile, Zoo Road and Chandmari are common residential areas in Guwahati, the main gateway to the North-East. Parts of the city are built on hills with steep lanes, while low areas such as Anil Nagar flood after heavy rain. The monsoon is long and wet, and moves to other north-eastern states often need smaller vehicles on hill roads.',
  Ranchi:
    'Lalpur, Harmu, Doranda, Bariatu, Morabadi and Kanke Road are widely known family areas in Ranchi, with the HEC township at Dhurwa and plenty of government quarters. The city sits on a plateau, so summers are milder than on the Bihar plains, but the monsoon brings heavy rain. Township and government housing moves usually need vacating papers.',
  Jamshedpur:
    'Jamshedpur is a steel city built around the Tata works, with company areas such as Bistupur, Sakchi, Kadma, Sonari and Telco Colony, and Mango and Adityapur across the rivers. Company quarters have their own rules for vacating and entry, so check with the housing department. Roads are generally well kept, and many moves are transfers to Kolkata, Ranchi or other industrial cities.',
  Raipur:
    'Shankar Nagar, Telibandha, Civil Lines, Devendra Nagar and Pandri are established residential areas in Raipur, and many government offices have moved to the planned capital at Nava Raipur, now Atal Nagar. Summers are very hot, so early loading helps. Industrial belts at Urla and Siltara bring transfer moves, and Bhilai is close enough for a same-day shift.',
};
